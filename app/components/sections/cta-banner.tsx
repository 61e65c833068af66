import { ActionLink } from "~/components/sections/action-link";
import { Section } from "~/components/sections/section";
import type { CallToAction } from "~/content/types";

/** The red band that closes a page: a heading, a sentence and one action. */
export function CtaBanner({ cta }: { cta: CallToAction }) {
  return (
    <Section aria-labelledby="cta-heading">
      <div className="relative isolate flex flex-col items-center overflow-hidden rounded-3xl bg-brand px-6 py-14 text-center text-brand-foreground sm:px-12 md:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.12),transparent_55%)]"
        />
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {cta.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg">{cta.description}</p>
        <ActionLink link={cta.action} variant="inverse" className="mt-8 w-full sm:w-auto" />
      </div>
    </Section>
  );
}
