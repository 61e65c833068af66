import { FOOTER_LINK_CLASS } from "~/components/layout/site-footer";
import { consentCopy } from "~/content/consent";
import { CONSENT_BANNER_ID, OPEN_ATTRIBUTE } from "./consent";

/** The footer's "Cookie settings": opens the banner, with script from its click, without as the page's target. */
export function CookieSettingsLink() {
  return (
    <a
      href={`#${CONSENT_BANNER_ID}`}
      {...{ [OPEN_ATTRIBUTE]: "" }}
      className={`inline-block py-1.5 ${FOOTER_LINK_CLASS}`}
    >
      {consentCopy.settings}
    </a>
  );
}
