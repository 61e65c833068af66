import { type PathStep, taskPathStages } from "~/content/use-cases/types";
import { cn } from "~/lib/utils";
import { WholeCompounds } from "~/components/ui/whole-compounds";

/**
 * One task's path through Fabric: a stage per workflow step, joined by a line (down the page on a
 * phone, across it from `lg`), each showing what it holds for the page's sample task. The last
 * stage, the attestation, is the one filled with the brand: it is what the path produces.
 */
export function TaskPath({ steps }: { steps: readonly PathStep[] }) {
  return (
    <ol className="grid lg:grid-cols-4 lg:gap-8">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <li
            key={step.title}
            data-slot="step"
            className="relative grid grid-cols-[2.5rem_1fr] gap-4 pb-10 last:pb-0 lg:flex lg:flex-col lg:gap-6 lg:pb-0"
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className="absolute top-12 bottom-2 left-5 w-px bg-border lg:top-5 lg:-right-6 lg:left-12 lg:h-px lg:w-auto"
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                "flex size-10 items-center justify-center rounded-full font-semibold",
                last ? "bg-brand text-brand-foreground" : "border bg-card text-brand-ink",
              )}
            >
              {index + 1}
            </span>
            <div className="flex flex-1 flex-col">
              <p className="text-sm font-semibold tracking-wide text-brand-ink uppercase">
                {taskPathStages[index]}
              </p>
              <h3 className="mt-1 text-lg font-semibold">
                <WholeCompounds>{step.title}</WholeCompounds>
              </h3>
              <p className="mt-2 mb-4 text-muted-foreground">
                <WholeCompounds>{step.description}</WholeCompounds>
              </p>
              <p className="mt-auto rounded-lg border bg-muted px-3 py-2 font-mono text-sm">
                {step.example}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
