import { PageHeader, PageHeaderDescription, PageHeaderHeading } from "~/components/page-header";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.pricing);

export default function PricingPage() {
  return (
    <PageHeader>
      <PageHeaderHeading>Pricing</PageHeaderHeading>
      <PageHeaderDescription>{pages.pricing.description}</PageHeaderDescription>
    </PageHeader>
  );
}
