/**
 * The banner's inline script (bundled through `?inline-script`), run right after the banner's markup,
 * before the first paint: it closes the banner for a visitor who has chosen and answers its buttons
 * without leaving the page. Everything analytics does after an Accept is a module it imports only
 * then (`consented-analytics.ts`), so no page carries it on arrival. The footer's "Cookie settings"
 * needs no script: it links to the banner, which shows as the page's target (CSS) and takes focus.
 */
import { CONSENT_POLICY_VERSION } from "~/content/consent";
import { AFTER_FIRST_PAINT } from "~/lib/first-paint";
import {
  CONSENT_BANNER_ID,
  DECIDED_ATTRIBUTE,
  choiceCookie,
  readChoice,
  type ConsentChoice,
} from "./consent";
import type { ConsentedAnalytics } from "./consented-analytics";

type ConsentWindow = Window & { [AFTER_FIRST_PAINT]?: (work: () => void) => void };

/** `analytics`: the module's address (`app/entry.analytics.ts`), which the build writes in. */
export function install(doc: Document, analytics: string) {
  const banner = doc.getElementById(CONSENT_BANNER_ID)!;
  const win = doc.defaultView as ConsentWindow;
  const { location } = win;
  const target = `#${CONSENT_BANNER_ID}`;
  let loaded: Promise<ConsentedAnalytics> | undefined;
  const load = () => (loaded ??= import(analytics));
  const countThisPage = () => load().then((module) => module.count());
  const stored = readChoice(doc.cookie, CONSENT_POLICY_VERSION);

  // A stored choice wins; without one, Global Privacy Control refuses. The server marks the banner
  // decided too, from the cookie or `Sec-GPC: 1` (which this browser may not expose to script).
  if (stored || (win.navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl)
    banner.setAttribute(DECIDED_ATTRIBUTE, "");
  // A returning visitor's page paints first; the module and gtag.js load after it.
  if (stored === "accept") (win[AFTER_FIRST_PAINT] ?? ((work) => work()))(countThisPage);

  banner.addEventListener("submit", (event) => {
    event.preventDefault();
    const choice = (event.submitter as HTMLButtonElement).value as ConsentChoice;
    doc.cookie = choiceCookie(choice, CONSENT_POLICY_VERSION, location.protocol === "https:");
    if (choice === "accept") void countThisPage();
    // A refusal loads nothing, unless analytics ran here or left Google's cookies (`_ga…`).
    else if (loaded || /(^|; )_ga/.test(doc.cookie))
      void load().then((module) => module.withdraw());
    banner.setAttribute(DECIDED_ATTRIBUTE, "");
    const opened = location.hash === target;
    if (banner.contains(doc.activeElement)) {
      // Back to "Cookie settings" when it opened the banner, else to the page.
      const next = opened
        ? doc.querySelector<HTMLElement>(`[href="${target}"]`)
        : doc.getElementById("main");
      next?.focus({ preventScroll: true });
    }
    // Opened as the page's target, it stays shown until another fragment is: one no element has,
    // so nothing scrolls (a history entry's replacement does not change the target).
    if (opened) location.replace("#_");
  });
}
