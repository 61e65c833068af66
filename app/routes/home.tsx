import { BeliefsSection } from "~/components/home/beliefs-section";
import { Hero } from "~/components/home/hero";
import homeScript from "~/components/home/home-script.ts?inline-script";
import { PartnerStrip } from "~/components/home/partner-strip";
import { ProductBand } from "~/components/home/product-band";
import { UseCasesSection } from "~/components/home/use-cases-section";
import { CtaBanner } from "~/components/sections/cta-banner";
import { callToAction, sourceSection, trustSection } from "~/content/home";
import { pages } from "~/content/pages";
import { organizationJsonLd, seo } from "~/lib/seo";

export const meta = () => [...seo(pages.home), organizationJsonLd()];

/** The home page's sections, in order; the use-cases band is the `/#use-cases` target of the use-case pages. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <PartnerStrip />
      <ProductBand content={trustSection} />
      <ProductBand content={sourceSection} reverse className="border-y bg-muted/40" />
      <UseCasesSection />
      <BeliefsSection />
      <CtaBanner cta={callToAction} tone="brand" />
      <script dangerouslySetInnerHTML={{ __html: homeScript() }} />
    </>
  );
}
