import { PageHeader, PageHeaderDescription, PageHeaderHeading } from "~/components/page-header";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.trust);

export default function TrustPage() {
  return (
    <PageHeader>
      <PageHeaderHeading>Trust</PageHeaderHeading>
      <PageHeaderDescription>{pages.trust.description}</PageHeaderDescription>
    </PageHeader>
  );
}
