import { cn } from "~/lib/utils";

/** Headline figures in a row; each value reads with its label as one phrase. */
export function FactStrip({
  facts,
  className,
}: {
  facts: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)}>
      <dl className="grid divide-y rounded-2xl border bg-card sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        {facts.map((fact) => (
          <div
            key={fact.label}
            className="flex flex-col-reverse items-center justify-end gap-1 px-6 py-6 text-center sm:py-8"
          >
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd className="text-4xl font-bold tracking-tight text-brand-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
