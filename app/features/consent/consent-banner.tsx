import { buttonVariants } from "~/components/ui/button";
import { CONSENT_PATH, COOKIES_SECTION_ID, consentCopy } from "~/content/consent";
import { pages } from "~/content/pages";
import { config } from "~/lib/config";
import { ANALYTICS_ENTRY_URL, CONSENT_BANNER_ID } from "./consent";
import consentScript from "./consent-script.ts?inline-script";

/** Development serves the module's source; a build writes in its bundled address. */
const analyticsModule = import.meta.env.DEV ? "/app/entry.analytics.ts" : ANALYTICS_ENTRY_URL;

/** Whether this build asks at all: only a build with measurement ids loads analytics. */
export const asksForConsent = config.gaMeasurementIds.length > 0;

/**
 * The consent banner, prerendered into every page of a build with analytics. It comes early in the
 * page, so the keyboard reaches it right after the skip link, and is drawn last: at the end of the
 * page, held to the bottom of the window as the page scrolls (sticky), so it covers nothing at the
 * end and closing it moves nothing above it. Without script its form posts the choice to the server.
 */
export function ConsentBanner({ ids = config.gaMeasurementIds }: { ids?: readonly string[] }) {
  if (ids.length === 0) return null;
  return (
    <>
      <section
        id={CONSENT_BANNER_ID}
        aria-label={consentCopy.label}
        tabIndex={-1}
        className="sticky bottom-0 z-40 order-last border-t bg-card outline-none data-decided:not-target:hidden"
        suppressHydrationWarning
      >
        <form
          method="post"
          action={CONSENT_PATH}
          className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6 sm:px-6 lg:px-8"
        >
          {/* Two blocks, not one: neither is ever a page's largest paint, even on a phone. */}
          <p className="text-sm text-muted-foreground sm:flex-1">
            <span className="block">{consentCopy.purpose}</span>
            {`${consentCopy.promise} `}
            <a
              href={`${pages.privacy.path}#${COOKIES_SECTION_ID}`}
              className="font-medium text-foreground underline underline-offset-4"
            >
              {consentCopy.link}
            </a>
          </p>
          {/* Two equal columns, one variant: neither answer is the easier one. The button's look
              without its data-slot, which nothing here reads and each page would carry twice. */}
          <div className="grid grid-cols-2 gap-2">
            {(["accept", "reject"] as const).map((choice) => (
              <button
                key={choice}
                name="consent"
                value={choice}
                className={buttonVariants({ variant: "outline" })}
              >
                {consentCopy[choice]}
              </button>
            ))}
          </div>
        </form>
      </section>
      <script dangerouslySetInnerHTML={{ __html: consentScript(analyticsModule) }} />
    </>
  );
}
