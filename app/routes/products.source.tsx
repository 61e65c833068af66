import { CallToActionBand } from "~/components/products/call-to-action";
import { FactStrip } from "~/components/products/fact-strip";
import { FeatureList, FeatureSection } from "~/components/products/feature-grid";
import { HeroActions } from "~/components/products/hero-actions";
import { ProductHero } from "~/components/products/product-hero";
import { ScreenshotFigure } from "~/components/products/screenshot-figure";
import { SplitSection } from "~/components/products/split-section";
import { StepsSection } from "~/components/products/steps-section";
import {
  sourceCallToAction,
  sourceFacts,
  sourceHero,
  sourceMatching,
  sourceSides,
  sourceSteps,
  sourceVerification,
} from "~/content/products/source";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.source);

export default function SourcePage() {
  return (
    <>
      <ProductHero hero={sourceHero}>
        <HeroActions stepsAnchor="how-it-works" />
      </ProductHero>
      <FactStrip facts={sourceFacts} />
      <FeatureSection intro={sourceMatching.intro} features={sourceMatching.features} />
      <StepsSection id="how-it-works" intro={sourceSteps.intro} steps={sourceSteps.steps} />
      <SplitSection
        intro={sourceVerification.intro}
        media={<ScreenshotFigure screenshot={sourceVerification.image} />}
      >
        <FeatureList features={sourceVerification.features} />
      </SplitSection>
      <FeatureSection intro={sourceSides.intro} features={sourceSides.features} columns={2} />
      <CallToActionBand cta={sourceCallToAction} />
    </>
  );
}
