import { PageHeader, PageHeaderDescription, PageHeaderHeading } from "~/components/page-header";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.flows);

export default function FlowsPage() {
  return (
    <PageHeader>
      <PageHeaderHeading>Flows</PageHeaderHeading>
      <PageHeaderDescription>{pages.flows.description}</PageHeaderDescription>
    </PageHeader>
  );
}
