import { ATTESTATION_COUNT } from "~/components/home/attestation-count";
import { counter } from "~/content/home";
import { formatNumber } from "~/content/format";
import { COUNTER_START } from "~/lib/counter";
import { cn } from "~/lib/utils";

/**
 * 'Human Tasks Attested', prerendered with its first number; the home page's script counts up
 * (`attestation-count.ts`). Screen readers read the whole current number on demand and are never
 * interrupted by it (no live region); the retyping is visual only. An invisible copy of the number
 * holds the width while digits are erased.
 */
export function AttestationCounter({ className }: { className?: string }) {
  const start = formatNumber(COUNTER_START);
  return (
    <section
      aria-labelledby="attested-heading"
      data-slot="attestation-counter"
      className={cn("rounded-2xl border bg-card/80 p-6 elevation-sm frosted sm:p-8", className)}
    >
      <h2
        id="attested-heading"
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        <span aria-hidden="true" className="relative flex size-2.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand/60 motion-reduce:hidden" />
          <span className="relative inline-flex size-2.5 rounded-full bg-brand" />
        </span>
        {counter.heading}
      </h2>
      <p className="mt-3 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl">
        <span className="sr-only" data-slot={ATTESTATION_COUNT.value} suppressHydrationWarning>
          {start}
        </span>
        <span aria-hidden="true" className="inline-grid">
          <span
            className="invisible col-start-1 row-start-1"
            data-slot={ATTESTATION_COUNT.width}
            suppressHydrationWarning
          >
            {start}
          </span>
          <span className="col-start-1 row-start-1">
            <span
              data-testid="attested-count"
              data-slot={ATTESTATION_COUNT.text}
              suppressHydrationWarning
              className="-mr-[0.06em] border-r-[0.06em] border-transparent data-animating:animate-caret-blink data-animating:border-brand-ink"
            >
              {start}
            </span>
          </span>
        </span>
      </p>
      <p className="mt-3 text-sm text-muted-foreground">{counter.description}</p>
    </section>
  );
}
