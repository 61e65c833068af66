import { FOOTER_LINK_CLASS } from "~/components/layout/site-footer";
import { consentCopy } from "~/content/consent";
import { CONSENT_BANNER_ID } from "./consent";

/**
 * The footer's "Cookie settings": the banner, decided, shows again as the page's target (its CSS), and
 * the browser moves focus to it; the banner's script closes it after the choice.
 */
export function CookieSettingsLink() {
  return (
    <a href={`#${CONSENT_BANNER_ID}`} className={`inline-block py-1.5 ${FOOTER_LINK_CLASS}`}>
      {consentCopy.settings}
    </a>
  );
}
