import { PageHeader, PageHeaderDescription, PageHeaderHeading } from "~/components/page-header";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.privacy);

export default function PrivacyNoticePage() {
  return (
    <PageHeader>
      <PageHeaderHeading>Privacy Notice</PageHeaderHeading>
      <PageHeaderDescription>{pages.privacy.description}</PageHeaderDescription>
    </PageHeader>
  );
}
