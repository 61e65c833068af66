import type * as React from "react";
import { IntroSection } from "~/components/sections/section";
import type { Step } from "~/content/types";
import { cn } from "~/lib/utils";
import { WholeCompounds } from "~/components/ui/whole-compounds";

type StepListProps = {
  steps: readonly Step[];
  /** The steps' heading level under the section's own heading. */
  headingLevel?: "h3" | "h4";
  /** Cards in a row, or a numbered column joined by a line for a narrow column. */
  layout?: "grid" | "stack";
  className?: string;
} & Pick<React.ComponentProps<"ol">, "aria-labelledby">;

/** Numbered steps; the list's own order carries the numbering for assistive technology. */
export function StepList({
  steps,
  headingLevel: Heading = "h3",
  layout = "grid",
  className,
  ...props
}: StepListProps) {
  const stack = layout === "stack";
  return (
    <ol
      className={cn(
        stack ? "flex flex-col" : "grid gap-6 sm:grid-cols-2 xl:grid-cols-4",
        className,
      )}
      {...props}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          data-slot="step"
          className={cn(
            stack
              ? "relative grid grid-cols-[2.5rem_1fr] gap-x-4 pb-8 last:pb-0"
              : // A subgrid of the list's rows: a title that wraps moves every description in its
                // row down with it, so descriptions side by side start at one height.
                "row-span-3 grid grid-rows-subgrid gap-y-3 rounded-xl border bg-card p-6 text-card-foreground",
          )}
        >
          {stack && index < steps.length - 1 ? (
            <span aria-hidden="true" className="absolute top-11 bottom-1 left-5 w-px bg-border" />
          ) : null}
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand font-semibold text-brand-foreground"
          >
            {index + 1}
          </span>
          <div className={stack ? "pt-2" : "contents"}>
            <Heading className="text-lg font-semibold">
              <WholeCompounds>{step.title}</WholeCompounds>
            </Heading>
            <p className={cn("text-muted-foreground", stack && "mt-2")}>
              <WholeCompounds>{step.description}</WholeCompounds>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A section of numbered steps under a centred intro. */
export function StepsSection({
  steps,
  ...props
}: Omit<React.ComponentProps<typeof IntroSection>, "children"> & { steps: readonly Step[] }) {
  return (
    <IntroSection {...props}>
      <StepList steps={steps} />
    </IntroSection>
  );
}
