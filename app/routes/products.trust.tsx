import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { CallToActionBand } from "~/components/products/call-to-action";
import { CheckList } from "~/components/products/check-list";
import { FeatureSection } from "~/components/products/feature-grid";
import { HeroActions } from "~/components/products/hero-actions";
import { ProductHero } from "~/components/products/product-hero";
import { ScreenshotFigure } from "~/components/products/screenshot-figure";
import { SplitSection } from "~/components/products/split-section";
import { StepsSection } from "~/components/products/steps-section";
import { Button } from "~/components/ui/button";
import {
  trustCallToAction,
  trustFeatures,
  trustHero,
  trustLinks,
  trustOversight,
  trustSteps,
} from "~/content/products/trust";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.trust);

/** Spec §2: the external demo opens in a new tab. */
function TrustDemoLink() {
  return (
    <Button asChild variant="outline" size="lg">
      <a href={site.trustDemoUrl} target="_blank" rel="noopener noreferrer">
        {trustLinks.demo.label}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}

export default function TrustPage() {
  return (
    <>
      <ProductHero hero={trustHero}>
        <HeroActions />
        <TrustDemoLink />
        <Button asChild variant="outline" size="lg">
          <Link to={trustLinks.sample.href}>{trustLinks.sample.label}</Link>
        </Button>
      </ProductHero>
      <StepsSection intro={trustSteps.intro} steps={trustSteps.steps} />
      <FeatureSection intro={trustFeatures.intro} features={trustFeatures.features} />
      <SplitSection
        intro={trustOversight.intro}
        media={<ScreenshotFigure screenshot={trustOversight.image} />}
        reverse
      >
        <CheckList items={trustOversight.points} />
        <Button asChild variant="outline" className="mt-8">
          <Link to={trustLinks.verify.href}>{trustLinks.verify.label}</Link>
        </Button>
      </SplitSection>
      <CallToActionBand cta={trustCallToAction} />
    </>
  );
}
