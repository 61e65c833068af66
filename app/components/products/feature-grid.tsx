import type * as React from "react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Section } from "~/components/section";
import type { Feature, SectionCopy } from "~/content/products/types";
import { cn } from "~/lib/utils";
import { FeatureIcon } from "./feature-icon";
import { SectionIntro } from "./section-intro";

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "md:grid-cols-2 lg:grid-cols-4",
} as const;

/** A card per feature; a card with an href is one link (the title), stretched over the card. */
export function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <li
      data-slot="feature-card"
      className="relative flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-xs transition-shadow has-[a:hover]:shadow-md"
    >
      <FeatureIcon name={feature.icon} />
      <h3 className="text-lg font-semibold">
        {feature.href ? (
          <Link
            to={feature.href}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {feature.title}
          </Link>
        ) : (
          feature.title
        )}
      </h3>
      <p className="text-muted-foreground">{feature.description}</p>
      {feature.href ? (
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-brand-ink"
        >
          Explore the use case <ArrowRight className="size-4" />
        </span>
      ) : null}
    </li>
  );
}

export function FeatureGrid({
  features,
  columns = 3,
  className,
}: {
  features: Feature[];
  columns?: keyof typeof columnClasses;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns], className)}>
      {features.map((feature) => (
        <FeatureCard key={feature.title} feature={feature} />
      ))}
    </ul>
  );
}

/** Features as compact rows, for the copy column of a split section. */
export function FeatureList({ features }: { features: Feature[] }) {
  return (
    <ul className="flex flex-col gap-6">
      {features.map((feature) => (
        <li key={feature.title} className="flex gap-4">
          <FeatureIcon name={feature.icon} />
          <div>
            <h3 className="font-semibold">{feature.title}</h3>
            <p className="mt-1 text-muted-foreground">{feature.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A section of feature cards under a centred intro. */
export function FeatureSection({
  intro,
  features,
  columns,
  className,
  ...props
}: React.ComponentProps<"section"> & {
  intro: SectionCopy;
  features: Feature[];
  columns?: keyof typeof columnClasses;
}) {
  return (
    <Section className={className} {...props}>
      <SectionIntro copy={intro} />
      <FeatureGrid features={features} columns={columns} />
    </Section>
  );
}
