import { Moon, Sun } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useResolvedTheme } from "./use-resolved-theme";

/** Switches light and dark; the header's controls handle the click (header-controls.ts). */
export function ThemeToggle({ className }: { className?: string }) {
  const resolvedTheme = useResolvedTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label="Dark theme"
      aria-pressed={resolvedTheme ? resolvedTheme === "dark" : undefined}
      data-slot="theme-toggle"
    >
      <Sun aria-hidden="true" className="dark:hidden" />
      <Moon aria-hidden="true" className="hidden dark:block" />
    </Button>
  );
}
