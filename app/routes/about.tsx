import { LeadershipIsland } from "~/components/about/leadership";
import { OfficeLocations } from "~/components/about/office-locations";
import { PageIntro } from "~/components/sections/page-header";
import { CtaBanner } from "~/components/sections/cta-banner";
import { aboutCallToAction, aboutCopy } from "~/content/leaders";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";
import { loadAsDocument, type PageHandle } from "~/root/page-scripts";

/** Static: the leadership section (portrait switch and zoom) is an island. */
export const handle: PageHandle = { hydrate: false };
export const loader = () => null;
export const clientLoader = loadAsDocument;

export const meta = () => seo(pages.about);

export default function AboutPage() {
  return (
    <>
      <PageIntro heading={aboutCopy.heading} description={aboutCopy.description} />
      <LeadershipIsland />
      <OfficeLocations />
      <CtaBanner cta={aboutCallToAction} />
    </>
  );
}
