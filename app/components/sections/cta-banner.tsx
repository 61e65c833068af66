import { ArrowRight } from "lucide-react";
import { ActionLink } from "~/components/sections/action-link";
import { Section } from "~/components/sections/section";
import type { CallToAction } from "~/content/types";
import { cn } from "~/lib/utils";
import { WholeCompounds } from "~/components/ui/whole-compounds";

const TONE = {
  /** The home page's red banner (the spec's 'Ready to join the Future?'), centred. */
  brand: {
    band: "items-center bg-brand text-center text-brand-foreground",
    glow: "bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.12),transparent_55%)]",
    copy: "contents",
    description: null,
    action: "mt-8",
    variant: "inverse",
  },
  /**
   * Every other page's close: the page's own surface with a border and a faint glow of the brand
   * in a corner, the heading and the action on one row from `md`. In dark mode nothing on it
   * outshines the page; the one red is the button.
   */
  quiet: {
    band: "border bg-card md:flex-row md:items-center md:justify-between md:gap-12",
    glow: "bg-[radial-gradient(circle_at_0%_0%,color-mix(in_oklch,var(--brand)_12%,transparent),transparent_60%)]",
    copy: "max-w-2xl",
    description: "text-muted-foreground",
    action: "mt-8 md:mt-0",
    variant: "brand",
  },
} as const;

/** The band that closes a page: a heading, a sentence and one action. */
export function CtaBanner({
  cta,
  tone = "quiet",
}: {
  cta: CallToAction;
  tone?: keyof typeof TONE;
}) {
  const look = TONE[tone];
  return (
    <Section aria-labelledby="cta-heading">
      <div
        data-slot="cta-banner"
        data-tone={tone}
        className={cn(
          "relative isolate flex flex-col overflow-hidden rounded-3xl px-6 py-14 sm:px-12 md:py-20",
          look.band,
        )}
      >
        <div
          aria-hidden="true"
          className={cn("pointer-events-none absolute inset-0 -z-10", look.glow)}
        />
        <div className={look.copy}>
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            <WholeCompounds>{cta.heading}</WholeCompounds>
          </h2>
          <p className={cn("mt-4 max-w-2xl text-lg", look.description)}>
            <WholeCompounds>{cta.description}</WholeCompounds>
          </p>
        </div>
        <ActionLink
          link={cta.action}
          variant={look.variant}
          icon={<ArrowRight aria-hidden="true" />}
          className={cn("w-full shrink-0 sm:w-auto", look.action)}
        />
      </div>
    </Section>
  );
}
