import { CtaBanner } from "~/components/sections/cta-banner";
import { PageIntro } from "~/components/sections/page-header";
import { UseCaseOverview } from "~/components/use-cases/use-case-overview";
import { pages } from "~/content/pages";
import { useCases, useCasesIndex } from "~/content/use-cases";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.useCases);

export default function UseCasesRoute() {
  return (
    <>
      <PageIntro heading={useCasesIndex.heading} description={useCasesIndex.description} />
      {useCases.map((useCase, index) => (
        <UseCaseOverview key={useCase.path} useCase={useCase} reverse={index % 2 === 1} />
      ))}
      <CtaBanner cta={useCasesIndex.callToAction} />
    </>
  );
}
