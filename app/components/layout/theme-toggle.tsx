import { Moon, Sun } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * Switches light and dark. The head script (header-controls.ts) owns it: it handles the click and
 * keeps `aria-pressed` on the theme on screen.
 */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label="Dark theme"
      data-slot="theme-toggle"
      // The head script sets aria-pressed before React (in development) hydrates.
      suppressHydrationWarning
    >
      <Sun aria-hidden="true" className="dark:hidden" />
      <Moon aria-hidden="true" className="hidden dark:block" />
    </Button>
  );
}
