import { CallToActionBand } from "~/components/products/call-to-action";
import { CheckList } from "~/components/products/check-list";
import { CodeSample } from "~/components/products/code-sample";
import { FeatureSection } from "~/components/products/feature-grid";
import { HeroActions } from "~/components/products/hero-actions";
import { ProductHero } from "~/components/products/product-hero";
import { ScreenshotFigure } from "~/components/products/screenshot-figure";
import { SplitSection } from "~/components/products/split-section";
import { StepsSection } from "~/components/products/steps-section";
import {
  agentCall,
  flowBundle,
  flowSteps,
  flowUseCases,
  flowsCallToAction,
  flowsHero,
} from "~/content/products/flows";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.flows);

export default function FlowsPage() {
  return (
    <>
      <ProductHero hero={flowsHero}>
        <HeroActions stepsAnchor="how-it-works" />
      </ProductHero>
      <FeatureSection intro={flowBundle.intro} features={flowBundle.features} />
      <StepsSection id="how-it-works" intro={flowSteps.intro} steps={flowSteps.steps} />
      <SplitSection
        intro={agentCall.intro}
        media={<ScreenshotFigure screenshot={agentCall.image} />}
      >
        <CheckList items={agentCall.points} />
      </SplitSection>
      <div className="mx-auto -mt-8 grid w-full max-w-7xl gap-6 px-4 sm:px-6 md:-mt-12 lg:grid-cols-2 lg:px-8">
        <CodeSample label={agentCall.requestLabel} code={agentCall.request} />
        <CodeSample label={agentCall.resultLabel} code={agentCall.result} />
      </div>
      <FeatureSection intro={flowUseCases.intro} features={flowUseCases.features} columns={4} />
      <CallToActionBand cta={flowsCallToAction} />
    </>
  );
}
