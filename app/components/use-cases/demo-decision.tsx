import { ArrowRight, CircleCheck, UserRound } from "lucide-react";
import { type DemoDecision, demoDecisionLabels as labels } from "~/content/use-cases/types";
import { cn } from "~/lib/utils";

/** One sample agent decision with its confidence against the routing threshold. Static markup only. */
export function DemoDecisionPanel({
  decision,
  threshold,
}: {
  decision: DemoDecision;
  threshold: number;
}) {
  const passed = decision.outcome === "passed";
  const OutcomeIcon = passed ? CircleCheck : UserRound;
  return (
    <article
      data-slot="demo-decision"
      className="flex flex-col gap-5 rounded-xl border bg-card p-6 text-card-foreground elevation-xs"
    >
      {/* The section's eyebrow says once that these are sample data. */}
      <header className="flex">
        <span
          className={cn(
            "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold",
            passed ? "bg-secondary text-secondary-foreground" : "bg-brand text-brand-foreground",
          )}
        >
          <OutcomeIcon aria-hidden="true" className="size-4" />
          {decision.outcomeLabel}
        </span>
      </header>
      <div>
        <h3 className="font-semibold">{decision.request}</h3>
        <p className="mt-2 text-muted-foreground">
          <span className="font-medium text-foreground">{labels.agent} </span>
          {decision.agentAnswer}
        </p>
      </div>
      <div>
        <p className="flex items-baseline justify-between text-sm">
          <span className="text-muted-foreground">{labels.confidence}</span>
          <span className="text-2xl font-bold tabular-nums">{decision.confidence}%</span>
        </p>
        {/* The bar repeats the number above; the marker shows the routing threshold. */}
        <div aria-hidden="true" className="relative mt-2 h-2.5 rounded-full bg-muted">
          <div
            className={cn("h-full rounded-full", passed ? "bg-foreground" : "bg-brand")}
            style={{ width: `${decision.confidence}%` }}
          />
          <div
            className="absolute -top-1 -bottom-1 w-0.5 bg-muted-foreground ring-2 ring-card"
            style={{ left: `${threshold}%` }}
          />
        </div>
        <p className="mt-2 text-sm text-muted-foreground">
          {labels.threshold} {threshold}%
        </p>
      </div>
      <p className="flex items-start gap-2 border-t pt-4 text-sm">
        <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-ink" />
        {decision.detail}
      </p>
    </article>
  );
}
