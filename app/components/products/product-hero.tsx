import type * as React from "react";
import { HeroScreen } from "~/components/products/screenshot-figure";
import {
  PageActions,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from "~/components/sections/page-header";
import { SectionEyebrow } from "~/components/sections/section";
import type { ProductHero as ProductHeroCopy } from "~/content/types";

/** A product page's name, its tagline as the heading, actions and its main screen (above the fold, so eager). */
export function ProductHero({
  hero,
  children,
}: {
  hero: ProductHeroCopy;
  /** The page's actions. */
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHeader wide bottom="snug">
        <SectionEyebrow>{hero.name}</SectionEyebrow>
        <PageHeaderHeading size="display">{hero.tagline}</PageHeaderHeading>
        <PageHeaderDescription>{hero.description}</PageHeaderDescription>
        <PageActions>{children}</PageActions>
      </PageHeader>
      <HeroScreen screenshot={hero.image} />
    </>
  );
}
