import { CheckList } from "~/components/products/check-list";
import { HeroActions } from "~/components/products/hero-actions";
import { ProductHero } from "~/components/products/product-hero";
import { ScreenshotFigure } from "~/components/products/screenshot-figure";
import { ActionLink } from "~/components/sections/action-link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureSection } from "~/components/sections/feature-grid";
import { PageActions } from "~/components/sections/page-header";
import { SplitSection } from "~/components/sections/split-section";
import { StepsSection } from "~/components/sections/step-list";
import { links, pages } from "~/content/pages";
import {
  trustCallToAction,
  trustFeatures,
  trustHero,
  trustOversight,
  trustSteps,
} from "~/content/products/trust";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.trust);

export default function TrustPage() {
  return (
    <>
      <ProductHero hero={trustHero}>
        <HeroActions />
        <ActionLink link={links.tryTrustDemo} variant="outline" />
      </ProductHero>
      <StepsSection intro={trustSteps.intro} steps={trustSteps.steps} className="pt-16 md:pt-24" />
      <FeatureSection intro={trustFeatures.intro} features={trustFeatures.features} bento />
      <SplitSection
        intro={trustOversight.intro}
        media={<ScreenshotFigure screenshot={trustOversight.image} />}
        reverse
      >
        <CheckList items={trustOversight.points} />
        {/* The sample sits here, not in the hero: the demo there opens it too while no external one is set. */}
        <PageActions align="start">
          <ActionLink link={links.sampleCertificate} variant="outline" />
          <ActionLink link={links.verifyCertificate} variant="outline" />
        </PageActions>
      </SplitSection>
      <CtaBanner cta={trustCallToAction} />
    </>
  );
}
