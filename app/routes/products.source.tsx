import { PageHeader, PageHeaderDescription, PageHeaderHeading } from "~/components/page-header";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.source);

export default function SourcePage() {
  return (
    <PageHeader>
      <PageHeaderHeading>Source</PageHeaderHeading>
      <PageHeaderDescription>{pages.source.description}</PageHeaderDescription>
    </PageHeader>
  );
}
