import { CheckList } from "~/components/products/check-list";
import { ScreenshotFigure } from "~/components/products/screenshot-figure";
import { ActionLink } from "~/components/sections/action-link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureSection } from "~/components/sections/feature-grid";
import { PageActions, PageHeader, PageHeaderHeading } from "~/components/sections/page-header";
import { Section, SectionEyebrow, SectionIntro } from "~/components/sections/section";
import { SplitSection } from "~/components/sections/split-section";
import { StepsSection } from "~/components/sections/step-list";
import type { UseCase } from "~/content/use-cases/types";
import { BackToUseCases } from "./back-link";
import { DemoDecisionPanel } from "./demo-decision";

/** The one template behind /use-cases/validation, /escalation and /consultation. */
export function UseCasePage({ useCase }: { useCase: UseCase }) {
  const { overview, demo } = useCase;
  return (
    <>
      <div className="mx-auto w-full max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <BackToUseCases />
      </div>
      <PageHeader top="compact">
        <SectionEyebrow>{useCase.name}</SectionEyebrow>
        <PageHeaderHeading size="display">{useCase.tagline}</PageHeaderHeading>
        <PageActions>
          <ActionLink link={useCase.callToAction.action} />
        </PageActions>
      </PageHeader>
      <SplitSection
        intro={overview.intro}
        media={<ScreenshotFigure screenshot={useCase.image} />}
        className="pt-4 md:pt-8"
      >
        <div className="flex flex-col gap-4 text-muted-foreground">
          {overview.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <CheckList items={overview.highlights} className="mt-6 font-medium" />
      </SplitSection>
      <StepsSection intro={useCase.workflow.intro} steps={useCase.workflow.steps} />
      <FeatureSection intro={useCase.capabilities.intro} features={useCase.capabilities.items} />
      <Section aria-labelledby="sample-decisions">
        <SectionIntro copy={demo.intro} headingId="sample-decisions" />
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {demo.decisions.map((decision) => (
            <DemoDecisionPanel
              key={decision.request}
              decision={decision}
              threshold={demo.threshold}
            />
          ))}
        </div>
      </Section>
      <CtaBanner cta={useCase.callToAction} />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 text-center sm:px-6 lg:px-8">
        <BackToUseCases />
      </div>
    </>
  );
}
