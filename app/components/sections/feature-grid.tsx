import { ArrowRight } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { BentoIllustration } from "~/components/sections/bento-illustration";
import { FeatureIcon } from "~/components/sections/feature-icon";
import { IntroSection } from "~/components/sections/section";
import type { Feature } from "~/content/types";
import { cn } from "~/lib/utils";
import { WholeCompounds } from "~/components/ui/whole-compounds";

/**
 * Columns by the number of cards, so no count leaves a hole: five cards sit as two over three on
 * a six-column grid, four as two by two until there is room for one row.
 */
const layouts: Record<number, string> = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3 md:*:last:odd:col-span-2 lg:*:last:odd:col-span-1",
  4: "md:grid-cols-2 xl:grid-cols-4",
  5: "md:grid-cols-2 md:*:last:col-span-2 lg:grid-cols-6 lg:*:col-span-2 lg:*:first:col-span-3 lg:*:nth-2:col-span-3 lg:*:last:col-span-2",
  6: "md:grid-cols-2 lg:grid-cols-3",
};

/**
 * Six cards as a bento: on a four-column grid the first and the last span two, each tinted with a
 * glow of the brand, so the rows read 2 1 1 / 1 1 2 instead of two even rows of three. Four columns
 * from xl: at lg a narrow card is about 160 px inside, where a title such as "Biometric or
 * security-key confirmation" took three lines and ended on a lone word.
 */
const BENTO_SIX =
  "md:grid-cols-2 xl:grid-cols-4 xl:*:first:col-span-2 xl:*:last:col-span-2 bento-glow";

/**
 * A wide card's labels, the chosen one in the brand's ink. Hidden from screen readers: the card's
 * copy says what they show.
 */
function FeatureChips({ items, chosen }: NonNullable<Feature["chips"]>) {
  return (
    <ul aria-hidden="true" className="mt-auto flex flex-wrap gap-2 text-xs font-medium">
      {items.map((item) => (
        <li
          key={item}
          className={cn(
            "rounded-full border px-3 py-1",
            item === chosen ? "border-brand-ink text-brand-ink" : "text-muted-foreground",
          )}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A card per feature; a card with a link is one link (its action), stretched over the card. */
export function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <li
      data-slot="feature-card"
      className="relative flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground elevation-xs transition-shadow has-[a:hover]:elevation-md"
    >
      {feature.icon ? <FeatureIcon name={feature.icon} /> : null}
      <h3 className="text-lg font-semibold">
        <WholeCompounds>{feature.title}</WholeCompounds>
      </h3>
      <p className="text-muted-foreground">
        <WholeCompounds>{feature.description}</WholeCompounds>
      </p>
      {feature.illustration ? <BentoIllustration name={feature.illustration} /> : null}
      {feature.chips ? <FeatureChips {...feature.chips} /> : null}
      {feature.link ? (
        <Link
          to={feature.link.href}
          className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-brand-ink after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
        >
          {feature.link.label}
          {feature.link.context ? (
            <span className="sr-only">{` ${feature.link.context}`}</span>
          ) : null}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </li>
  );
}

export function FeatureGrid({
  features,
  bento = false,
  className,
}: {
  features: readonly Feature[];
  /** Six cards of unequal widths (any other count stays even). */
  bento?: boolean;
  className?: string;
}) {
  const layout =
    bento && features.length === 6 ? BENTO_SIX : (layouts[features.length] ?? layouts[6]);
  return (
    <ul className={cn("grid gap-6", layout, className)}>
      {features.map((feature) => (
        <FeatureCard key={feature.title} feature={feature} />
      ))}
    </ul>
  );
}

/** Features as compact rows, for a column beside other content. */
export function FeatureList({
  features,
  headingLevel: Heading = "h3",
  className,
  ...props
}: {
  features: readonly Feature[];
  /** The titles' level under the section's own headings. */
  headingLevel?: "h3" | "h4";
  className?: string;
} & Pick<React.ComponentProps<"ul">, "aria-labelledby">) {
  return (
    <ul className={cn("flex flex-col gap-6", className)} {...props}>
      {features.map((feature) => (
        <li key={feature.title} className="flex gap-4">
          {feature.icon ? <FeatureIcon name={feature.icon} /> : null}
          <div>
            <Heading className="font-semibold">
              <WholeCompounds>{feature.title}</WholeCompounds>
            </Heading>
            <p className="mt-1 text-muted-foreground">
              <WholeCompounds>{feature.description}</WholeCompounds>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A section of feature cards under a centred intro. */
export function FeatureSection({
  features,
  bento,
  ...props
}: Omit<React.ComponentProps<typeof IntroSection>, "children"> & {
  features: readonly Feature[];
  bento?: boolean;
}) {
  return (
    <IntroSection {...props}>
      <FeatureGrid features={features} bento={bento} />
    </IntroSection>
  );
}
