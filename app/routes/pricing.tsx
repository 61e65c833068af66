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
import { Prerendered } from "~/components/layout/prerendered";

export const meta = () => seo(pages.pricing);

export default function PricingPage() {
  return (
    <>
      <Prerendered>
        <PageHeader>
          <PageHeaderHeading>{pricingCopy.heading}</PageHeaderHeading>
          <PageHeaderDescription>{pricingCopy.description}</PageHeaderDescription>
        </PageHeader>
      </Prerendered>
      <PlanGrid />
      <PricingFaq />
    </>
  );
}
