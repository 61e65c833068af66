import type * as React from "react";
import type { Step } from "~/content/types";
import { cn } from "~/lib/utils";

type StepListProps = {
  steps: readonly Step[];
  /** The steps' heading level under the section's own heading. */
  headingLevel?: "h3" | "h4";
  /** The smaller variant used inside the home page's product sections. */
  compact?: boolean;
  className?: string;
} & Pick<React.ComponentProps<"ol">, "aria-labelledby">;

/** Numbered steps; the list's own order carries the numbering for assistive technology. */
export function StepList({
  steps,
  headingLevel: Heading = "h3",
  compact = false,
  className,
  ...props
}: StepListProps) {
  return (
    <ol
      className={cn(
        "grid sm:grid-cols-2 lg:grid-cols-4",
        compact ? "gap-4" : "gap-6 md:grid-cols-2",
        className,
      )}
      {...props}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          data-slot="step"
          className={cn(
            "flex flex-col rounded-xl border text-card-foreground",
            compact ? "gap-2 bg-background p-5" : "gap-3 bg-card p-6",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "flex items-center justify-center rounded-full bg-brand font-semibold text-brand-foreground",
              compact ? "size-7 text-sm" : "size-10 text-base",
            )}
          >
            {index + 1}
          </span>
          <Heading className={cn("font-semibold", compact ? "text-base" : "text-lg")}>
            {step.title}
          </Heading>
          <p className={cn("text-muted-foreground", compact && "text-sm")}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
