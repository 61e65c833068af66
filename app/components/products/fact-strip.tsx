/** Headline facts in a row; each value reads with its label as one phrase. */
export function FactStrip({ facts }: { facts: readonly { value: string; label: string }[] }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
      <dl className="grid gap-4 rounded-2xl border bg-card p-6 sm:grid-cols-3 sm:p-8">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col-reverse items-center gap-1 text-center">
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd className="text-4xl font-bold tracking-tight text-brand-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
