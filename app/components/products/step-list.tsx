import type * as React from "react";
import { Section } from "~/components/section";
import type { SectionCopy, Step } from "~/content/products/types";
import { SectionIntro } from "./section-intro";

/** Numbered steps; the list's own order carries the numbering for assistive technology. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step.title}
          data-slot="step"
          className="relative flex flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground"
        >
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand text-base font-bold text-brand-foreground"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-semibold">{step.title}</h3>
          <p className="text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

export function StepsSection({
  intro,
  steps,
  className,
  ...props
}: React.ComponentProps<"section"> & { intro: SectionCopy; steps: Step[] }) {
  return (
    <Section className={className} {...props}>
      <SectionIntro copy={intro} />
      <StepList steps={steps} />
    </Section>
  );
}
