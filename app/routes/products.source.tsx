import { ComparisonSection } from "~/components/products/comparison-section";
import { HeroActions } from "~/components/products/hero-actions";
import { ProductHero } from "~/components/products/product-hero";
import { ScreenshotFigure } from "~/components/products/screenshot-figure";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureSection } from "~/components/sections/feature-grid";
import { SplitSection } from "~/components/sections/split-section";
import { StepList } from "~/components/sections/step-list";
import { pages, stepsAnchor } from "~/content/pages";
import {
  sourceCallToAction,
  sourceComparison,
  sourceGuarantees,
  sourceHero,
  sourceSteps,
} from "~/content/products/source";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.source);

/**
 * Its readers buy a workforce: the marketplace itself first, what every match guarantees as one
 * bento, the path from search to live work beside a provider's profile, then Source beside the
 * usual ways of finding people.
 */
export default function SourcePage() {
  return (
    <>
      <ProductHero hero={sourceHero}>
        <HeroActions withSteps />
      </ProductHero>
      <FeatureSection intro={sourceGuarantees.intro} features={sourceGuarantees.features} bento />
      <SplitSection
        id={stepsAnchor}
        aria-labelledby={`${stepsAnchor}-heading`}
        headingId={`${stepsAnchor}-heading`}
        intro={sourceSteps.intro}
        media={<ScreenshotFigure screenshot={sourceSteps.image} />}
        reverse
      >
        <StepList steps={sourceSteps.steps} layout="stack" />
      </SplitSection>
      <ComparisonSection comparison={sourceComparison} />
      <CtaBanner cta={sourceCallToAction} />
    </>
  );
}
