import { Link } from "react-router";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import type { CallToAction } from "~/content/products/types";

/** The red band that closes a product or use-case page. */
export function CallToActionBand({ cta }: { cta: CallToAction }) {
  return (
    <Section className="pt-0 md:pt-0">
      <div className="flex flex-col items-center rounded-2xl bg-brand px-6 py-12 text-center text-brand-foreground sm:px-12 md:py-16">
        <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {cta.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-brand-foreground/90">
          {cta.description}
        </p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <Button asChild variant="inverse" size="lg">
            <Link to={cta.action.href}>{cta.action.label}</Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}
