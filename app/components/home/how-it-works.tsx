import { StepList } from "~/components/step-list";
import { stepsHeading } from "~/content/home";
import type { Step } from "~/content/types";

/** Four numbered steps, read in order. */
export function HowItWorks({ steps, id }: { steps: readonly Step[]; id: string }) {
  return (
    <div data-slot="how-it-works">
      <h3 id={id} className="text-xl font-semibold tracking-tight">
        {stepsHeading}
      </h3>
      <StepList steps={steps} headingLevel="h4" compact aria-labelledby={id} className="mt-6" />
    </div>
  );
}
