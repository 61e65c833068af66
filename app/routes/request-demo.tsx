import { PageHeader, PageHeaderDescription, PageHeaderHeading } from "~/components/page-header";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.requestDemo);

export default function RequestDemoPage() {
  return (
    <PageHeader>
      <PageHeaderHeading>Learn More</PageHeaderHeading>
      <PageHeaderDescription>{pages.requestDemo.description}</PageHeaderDescription>
    </PageHeader>
  );
}
