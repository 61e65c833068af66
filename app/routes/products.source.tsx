import { FactStrip } from "~/components/products/fact-strip";
import { HeroActions } from "~/components/products/hero-actions";
import { ProductHero } from "~/components/products/product-hero";
import { ScreenshotFigure } from "~/components/products/screenshot-figure";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureList, FeatureSection } from "~/components/sections/feature-grid";
import { SplitSection } from "~/components/sections/split-section";
import { StepsSection } from "~/components/sections/step-list";
import { pages, stepsAnchor } from "~/content/pages";
import {
  sourceCallToAction,
  sourceFacts,
  sourceHero,
  sourceMatching,
  sourceSides,
  sourceSteps,
  sourceVerification,
} from "~/content/products/source";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.source);

export default function SourcePage() {
  return (
    <>
      <ProductHero hero={sourceHero}>
        <HeroActions withSteps />
      </ProductHero>
      <FactStrip facts={sourceFacts} className="pt-12 md:pt-16" />
      <FeatureSection intro={sourceMatching.intro} features={sourceMatching.features} />
      <StepsSection id={stepsAnchor} intro={sourceSteps.intro} steps={sourceSteps.steps} />
      <SplitSection
        intro={sourceVerification.intro}
        media={<ScreenshotFigure screenshot={sourceVerification.image} />}
      >
        <FeatureList features={sourceVerification.features} />
      </SplitSection>
      <FeatureSection intro={sourceSides.intro} features={sourceSides.features} />
      <CtaBanner cta={sourceCallToAction} />
    </>
  );
}
