import { BadgeCheck } from "lucide-react";
import { heroProof } from "~/content/home";
import { cn } from "~/lib/utils";

/** A sample attestation under the counter: what one of the counted tasks looks like. */
export function HeroProof({ className }: { className?: string }) {
  return (
    <figure
      data-slot="hero-proof"
      className={cn("rounded-2xl border bg-card/80 p-6 shadow-sm backdrop-blur-sm", className)}
    >
      <figcaption className="flex items-center justify-between gap-3">
        <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {heroProof.label}
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
          <BadgeCheck aria-hidden="true" className="size-3.5 text-brand-ink" />
          {heroProof.status}
        </span>
      </figcaption>
      <p className="mt-3 font-semibold">{heroProof.task}</p>
      <dl className="mt-4 grid gap-2 border-t pt-4 text-sm">
        {heroProof.rows.map((row) => (
          <div key={row.term} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{row.term}</dt>
            <dd className="text-right font-medium">{row.detail}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
