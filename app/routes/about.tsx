import { PageHeader, PageHeaderDescription, PageHeaderHeading } from "~/components/page-header";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.about);

export default function AboutPage() {
  return (
    <PageHeader>
      <PageHeaderHeading>About Fabric</PageHeaderHeading>
      <PageHeaderDescription>{pages.about.description}</PageHeaderDescription>
    </PageHeader>
  );
}
