import { PageIntro } from "~/components/sections/page-header";
import { PlanComparison } from "~/components/pricing/plan-comparison";
import { PlanGrid } from "~/components/pricing/plan-grid";
import { PricingClose } from "~/components/pricing/pricing-close";
import { PricingFaq } from "~/components/pricing/pricing-faq";
import { pages } from "~/content/pages";
import { pricingCopy } from "~/content/pricing";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.pricing);

export default function PricingPage() {
  return (
    <>
      <PageIntro heading={pricingCopy.heading} description={pricingCopy.description} />
      <PlanGrid />
      <PlanComparison />
      <PricingFaq />
      <PricingClose />
    </>
  );
}
