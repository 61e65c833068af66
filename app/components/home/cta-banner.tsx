import { Section } from "~/components/section";
import { CtaLink } from "~/components/cta-link";
import { callToAction } from "~/content/home";

/** The red closing banner: 'Ready to join the Future?' and Learn More (spec §2). */
export function CtaBanner() {
  return (
    <Section aria-labelledby="cta-heading" className="pt-0 md:pt-0">
      <div className="relative overflow-hidden rounded-3xl bg-brand px-6 py-14 text-center text-brand-foreground sm:px-12 md:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.12),transparent_55%)]"
        />
        <h2 id="cta-heading" className="relative text-3xl font-bold tracking-tight sm:text-4xl">
          {callToAction.heading}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-pretty">
          {callToAction.description}
        </p>
        <CtaLink variant="inverse" size="lg" className="relative mt-8" />
      </div>
    </Section>
  );
}
