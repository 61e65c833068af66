import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from "~/components/sections/page-header";
import { PrivacySection } from "~/components/privacy/privacy-section";
import { PRIVACY_TOC_ID, PrivacyToc } from "~/components/privacy/privacy-toc";
import { tocSpyOptions } from "~/components/privacy/toc-spy";
import tocSpyScript from "~/components/privacy/toc-spy.ts?inline-script";
import { pages } from "~/content/pages";
import { privacyNotice } from "~/content/privacy";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.privacy);

const contentsScript = tocSpyScript(tocSpyOptions(PRIVACY_TOC_ID));

export default function PrivacyNoticePage() {
  return (
    <>
      <PageHeader bottom="short">
        <PageHeaderHeading>{privacyNotice.title}</PageHeaderHeading>
        <PageHeaderDescription>
          {privacyNotice.lastUpdatedLabel}{" "}
          <time dateTime={privacyNotice.lastUpdatedIso}>{privacyNotice.lastUpdated}</time>
        </PageHeaderDescription>
      </PageHeader>
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 pb-24 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
        <aside className="lg:order-none">
          <PrivacyToc heading={privacyNotice.tocHeading} sections={privacyNotice.sections} />
        </aside>
        <article className="max-w-3xl space-y-12 leading-7 text-muted-foreground">
          <div className="space-y-4 text-foreground">
            {privacyNotice.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {privacyNotice.sections.map((section) => (
            <PrivacySection
              key={section.id}
              section={section}
              backToTop={privacyNotice.backToTop}
            />
          ))}
        </article>
      </div>
      <script dangerouslySetInnerHTML={{ __html: contentsScript }} />
    </>
  );
}
