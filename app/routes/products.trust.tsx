import { CheckList } from "~/components/products/check-list";
import { HeroActions } from "~/components/products/hero-actions";
import { ProductHero } from "~/components/products/product-hero";
import { ScreenshotFigure } from "~/components/products/screenshot-figure";
import { ActionLink } from "~/components/sections/action-link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { SCREEN_SIZES } from "~/components/screen-image";
import { FeatureSection } from "~/components/sections/feature-grid";
import { PageActions } from "~/components/sections/page-header";
import { IntroSection } from "~/components/sections/section";
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
      {/* The log across the band, where beside the copy its text was 3 px high at 1024 px. */}
      <IntroSection intro={trustOversight.intro} width="wide">
        <ScreenshotFigure screenshot={trustOversight.image} sizes={SCREEN_SIZES.wide} />
        <CheckList
          items={trustOversight.points}
          className="mt-10 lg:grid lg:grid-cols-3 lg:gap-8"
        />
        {/* The sample sits here, not in the hero: the demo there opens it too while no external one is set. */}
        <PageActions>
          <ActionLink link={links.sampleCertificate} variant="outline" />
          <ActionLink link={links.verifyCertificate} variant="outline" />
        </PageActions>
      </IntroSection>
      <CtaBanner cta={trustCallToAction} />
    </>
  );
}
