import { PageHeader, PageHeaderDescription, PageHeaderHeading } from "~/components/page-header";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.verifyDemo);

export default function VerifyDemoPage() {
  return (
    <PageHeader>
      <PageHeaderHeading>Proof-of-human certificate</PageHeaderHeading>
      <PageHeaderDescription>{pages.verifyDemo.description}</PageHeaderDescription>
    </PageHeader>
  );
}
