import { BeliefsSection } from "~/components/home/beliefs-section";
import { CtaBanner } from "~/components/home/cta-banner";
import { Hero } from "~/components/home/hero";
import { PartnerStrip } from "~/components/home/partner-strip";
import { ProductSection } from "~/components/home/product-section";
import { UseCasesSection } from "~/components/home/use-cases-section";
import { Prerendered } from "~/components/layout/prerendered";
import { sourceSection, trustSection } from "~/content/home";
import { pages } from "~/content/pages";
import { organizationJsonLd, seo } from "~/lib/seo";

export const meta = () => [...seo(pages.home), organizationJsonLd()];

/** Spec §2 "Home", in order; the use-cases band is the `/#use-cases` target of the use-case pages. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <PartnerStrip />
      <ProductSection content={trustSection} />
      <ProductSection content={sourceSection} reverse className="border-y bg-muted/40" />
      <Prerendered>
        <UseCasesSection />
        <BeliefsSection />
        <CtaBanner />
      </Prerendered>
    </>
  );
}
