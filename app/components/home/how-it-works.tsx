import { stepsHeading, type Step } from "~/content/home";

/** Four numbered steps, read in order. */
export function HowItWorks({ steps, id }: { steps: readonly Step[]; id: string }) {
  return (
    <div data-slot="how-it-works">
      <h3 id={id} className="text-xl font-semibold tracking-tight">
        {stepsHeading}
      </h3>
      <ol aria-labelledby={id} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border bg-background p-5">
            <div className="flex items-start gap-3 lg:flex-col">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-brand-foreground"
              >
                {index + 1}
              </span>
              <h4 className="pt-0.5 font-semibold">{step.title}</h4>
            </div>
            <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
