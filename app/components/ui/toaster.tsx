import type * as React from "react";
import { Toaster as Sonner } from "sonner";
import { useResolvedTheme } from "~/lib/use-resolved-theme";

/** The one toast mechanism: bottom-right, Alt+T, labelled "Notifications". */
export function Toaster() {
  const resolvedTheme = useResolvedTheme();
  return (
    <Sonner
      theme={resolvedTheme ?? "light"}
      position="bottom-right"
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel="Notifications"
      richColors
      closeButton
      className="font-sans"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--error-bg": "var(--destructive)",
          "--error-text": "var(--destructive-foreground)",
          "--error-border": "var(--destructive)",
          "--success-bg": "var(--popover)",
          "--success-text": "var(--popover-foreground)",
          "--success-border": "var(--border)",
        } as React.CSSProperties
      }
    />
  );
}
