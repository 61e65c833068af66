import { CheckIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * A native checkbox in the site's look: it ticks on the first tap, before and without any script,
 * and a form reads it as any checkbox. The tick is an icon that follows `:checked` in CSS. It is
 * 24 px square, WCAG 2.2's minimum target (2.5.8) on its own, whatever the label beside it.
 */
export function Checkbox({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <span data-slot="checkbox" className="relative inline-flex size-6 shrink-0">
      <input
        type="checkbox"
        className={cn(
          "peer size-6 shrink-0 cursor-pointer appearance-none rounded-[4px] border border-muted-foreground bg-background shadow-xs transition-colors outline-none checked:border-primary checked:bg-primary focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive",
          className,
        )}
        {...props}
      />
      <CheckIcon
        aria-hidden="true"
        className="pointer-events-none absolute inset-1 size-4 text-primary-foreground opacity-0 peer-checked:opacity-100"
      />
    </span>
  );
}
