import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * A native checkbox with the switch role: it flips on the first tap, before and without any
 * script, and screen readers announce it as on or off. What it switches can follow it in CSS
 * (`:has(:checked)`).
 */
export function Switch({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <span data-slot="switch" className={cn("relative inline-flex h-6 w-11 shrink-0", className)}>
      <input
        type="checkbox"
        role="switch"
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full bg-muted-foreground transition-colors checked:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 motion-reduce:transition-none"
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-background elevation-lg transition-transform peer-checked:translate-x-5 motion-reduce:transition-none"
      />
    </span>
  );
}
