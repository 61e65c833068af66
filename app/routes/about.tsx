import { CompanyStory } from "~/components/about/company-story";
import { Leadership } from "~/components/about/leadership";
import { OfficeLocations } from "~/components/about/office-locations";
import { PageIntro } from "~/components/sections/page-header";
import { CtaBanner } from "~/components/sections/cta-banner";
import { aboutCallToAction, aboutCopy } from "~/content/leaders";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.about);

export default function AboutPage() {
  return (
    <>
      <PageIntro heading={aboutCopy.heading} description={aboutCopy.description} />
      <CompanyStory />
      <Leadership />
      <OfficeLocations />
      <CtaBanner cta={aboutCallToAction} />
    </>
  );
}
