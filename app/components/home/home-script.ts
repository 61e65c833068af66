import { installAttestationCount } from "~/components/home/attestation-count";
import { installHeroTyping } from "~/components/home/hero-typing";
import { installPartnerPause } from "~/components/home/partner-pause";

/**
 * The home page's behaviour, run from an inline script at the end of the page (it loads no module):
 * the hero's typing, the live count and the partner strip's pause button.
 */
export function install(doc: Document) {
  installHeroTyping(doc);
  installAttestationCount(doc);
  installPartnerPause(doc);
}
