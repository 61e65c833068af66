import { PageIntro } from "~/components/sections/page-header";
import { PlanGridIsland } from "~/components/pricing/plan-grid";
import { PricingFaq } from "~/components/pricing/pricing-faq";
import { pages } from "~/content/pages";
import { pricingCopy } from "~/content/pricing";
import { seo } from "~/lib/seo";
import { loadAsDocument, type PageHandle } from "~/root/page-scripts";

/** Static: the billing toggle and plan buttons are an island. */
export const handle: PageHandle = { hydrate: false };
export const loader = () => null;
export const clientLoader = loadAsDocument;

export const meta = () => seo(pages.pricing);

export default function PricingPage() {
  return (
    <>
      <PageIntro heading={pricingCopy.heading} description={pricingCopy.description} />
      <PlanGridIsland />
      <PricingFaq />
    </>
  );
}
