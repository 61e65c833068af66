import { PageIntro } from "~/components/sections/page-header";
import { AssurancePlan } from "~/components/security/assurance-plan";
import { DataFlows } from "~/components/security/data-flows";
import { DisclosurePolicy } from "~/components/security/disclosure-policy";
import { HeaderFacts } from "~/components/security/header-facts";
import { PracticeList } from "~/components/security/practice-list";
import { SecurityContents } from "~/components/security/security-contents";
import { ProseLink, SecuritySection } from "~/components/security/security-section";
import { SubProcessorTable } from "~/components/security/sub-processor-table";
import { pages } from "~/content/pages";
import { assurance, securityCopy as copy } from "~/content/security";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.security);

const { sections } = copy;

/** The trust centre: data handling, sub-processors, the site's own security, keys, disclosure. */
export default function SecurityPage() {
  return (
    <>
      <PageIntro heading={copy.heading} description={pages.security.description} />
      <SecurityContents label={copy.contentsLabel} sections={Object.values(sections)} />
      <SecuritySection copy={sections.data}>
        <DataFlows flows={copy.dataFlows} labels={copy.dataLabels} />
      </SecuritySection>
      <SecuritySection copy={sections.subProcessors}>
        <SubProcessorTable rows={copy.subProcessors} labels={copy.subProcessorLabels} />
        <p className="mt-4 text-sm text-muted-foreground">
          {copy.subProcessorsNote.text}{" "}
          <ProseLink href={copy.subProcessorsNote.link.href}>
            {copy.subProcessorsNote.link.label}
          </ProseLink>
        </p>
      </SecuritySection>
      <SecuritySection copy={sections.practice}>
        <PracticeList practices={copy.practices} />
        <HeaderFacts heading={copy.headersHeading} headers={copy.headers} />
      </SecuritySection>
      <SecuritySection copy={sections.keys}>
        <PracticeList practices={copy.keyPractices} />
      </SecuritySection>
      <SecuritySection copy={sections.assurance}>
        <h3 className="text-lg font-semibold">{copy.assuranceLabels.inPlace}</h3>
        <PracticeList practices={assurance.inPlace} className="mt-4" />
        <AssurancePlan items={assurance.planned} labels={copy.assuranceLabels} />
      </SecuritySection>
      <SecuritySection copy={sections.disclosure}>
        <DisclosurePolicy />
      </SecuritySection>
    </>
  );
}
