import { Leadership } from "~/components/about/leadership";
import { OfficeLocations } from "~/components/about/office-locations";
import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from "~/components/sections/page-header";
import { CtaBanner } from "~/components/sections/cta-banner";
import { aboutCallToAction, aboutCopy } from "~/content/leaders";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";
import { Prerendered } from "~/components/layout/prerendered";

export const meta = () => seo(pages.about);

export default function AboutPage() {
  return (
    <>
      <Prerendered>
        <PageHeader>
          <PageHeaderHeading>{aboutCopy.heading}</PageHeaderHeading>
          <PageHeaderDescription>{aboutCopy.description}</PageHeaderDescription>
        </PageHeader>
      </Prerendered>
      <Leadership />
      <Prerendered>
        <OfficeLocations />
        <CtaBanner cta={aboutCallToAction} />
      </Prerendered>
    </>
  );
}
