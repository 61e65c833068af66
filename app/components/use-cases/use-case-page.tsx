import { HeroScreen } from "~/components/products/screenshot-figure";
import { ActionLink } from "~/components/sections/action-link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureSection } from "~/components/sections/feature-grid";
import { PageActions, PageHeader, PageHeaderHeading } from "~/components/sections/page-header";
import { IntroSection, Section, SectionEyebrow, SectionIntro } from "~/components/sections/section";
import type { UseCase } from "~/content/use-cases/types";
import { BackToUseCases } from "./back-link";
import { DemoDecisionPanel } from "./demo-decision";
import { TaskPath } from "./task-path";

/** The one template behind /use-cases/validation, /escalation and /consultation. */
export function UseCasePage({ useCase }: { useCase: UseCase }) {
  const { overview, demo } = useCase;
  return (
    <>
      <div className="mx-auto w-full max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <BackToUseCases />
      </div>
      <PageHeader top="compact" bottom="snug">
        <SectionEyebrow>{useCase.name}</SectionEyebrow>
        <PageHeaderHeading size="display">{useCase.tagline}</PageHeaderHeading>
        <PageActions>
          <ActionLink link={useCase.callToAction.action} />
        </PageActions>
      </PageHeader>
      <HeroScreen screenshot={useCase.image} />
      <IntroSection intro={overview} />
      <IntroSection intro={useCase.workflow.intro}>
        <TaskPath steps={useCase.workflow.steps} />
      </IntroSection>
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
      <FeatureSection intro={useCase.capabilities.intro} features={useCase.capabilities.items} />
      <CtaBanner cta={useCase.callToAction} />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 text-center sm:px-6 lg:px-8">
        <BackToUseCases />
      </div>
    </>
  );
}
