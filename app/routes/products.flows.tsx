import { CheckList } from "~/components/products/check-list";
import { CodeSample } from "~/components/products/code-sample";
import { HeroActions } from "~/components/products/hero-actions";
import { ProductHero } from "~/components/products/product-hero";
import { ScreenshotFigure } from "~/components/products/screenshot-figure";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureSection } from "~/components/sections/feature-grid";
import { SplitSection } from "~/components/sections/split-section";
import { StepsSection } from "~/components/sections/step-list";
import { pages, stepsAnchor } from "~/content/pages";
import {
  agentCall,
  flowBundle,
  flowSteps,
  flowUseCases,
  flowsCallToAction,
  flowsHero,
} from "~/content/products/flows";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.flows);

/** Its readers build agents, so the code an agent sends and gets back comes right after the hero. */
export default function FlowsPage() {
  return (
    <>
      <ProductHero hero={flowsHero}>
        <HeroActions withSteps />
      </ProductHero>
      <SplitSection
        intro={agentCall.intro}
        className="pt-16 md:pt-24"
        media={<ScreenshotFigure screenshot={agentCall.image} />}
        after={
          <div className="mt-12 grid gap-6 lg:grid-cols-2">
            <CodeSample
              title={agentCall.requestLabel}
              format={agentCall.codeFormat}
              code={agentCall.request}
              messages={agentCall.requestCopy}
            />
            <CodeSample
              title={agentCall.resultLabel}
              format={agentCall.codeFormat}
              code={agentCall.result}
              messages={agentCall.resultCopy}
            />
          </div>
        }
      >
        <CheckList items={agentCall.points} />
      </SplitSection>
      <FeatureSection intro={flowBundle.intro} features={flowBundle.features} />
      <StepsSection id={stepsAnchor} intro={flowSteps.intro} steps={flowSteps.steps} />
      <FeatureSection intro={flowUseCases.intro} features={flowUseCases.features} />
      <CtaBanner cta={flowsCallToAction} />
    </>
  );
}
