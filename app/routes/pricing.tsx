import { PageIntro } from "~/components/sections/page-header";
import { PlanGrid } from "~/components/pricing/plan-grid";
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
      <PricingFaq />
    </>
  );
}
