import type * as React from "react";
import { Section } from "~/components/section";
import { StepList } from "~/components/step-list";
import type { SectionCopy, Step } from "~/content/products/types";
import { SectionIntro } from "./section-intro";

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
