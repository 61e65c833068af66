import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from "~/components/sections/page-header";
import { PlanGrid } from "~/components/pricing/plan-grid";
import { PricingFaq } from "~/components/pricing/pricing-faq";
import { pages } from "~/content/pages";
import { pricingCopy } from "~/content/pricing";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.pricing);

export default function PricingPage() {
  return (
    <>
      <PageHeader>
        <PageHeaderHeading>{pricingCopy.heading}</PageHeaderHeading>
        <PageHeaderDescription>{pricingCopy.description}</PageHeaderDescription>
      </PageHeader>
      <PlanGrid />
      <PricingFaq />
    </>
  );
}
