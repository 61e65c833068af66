/**
 * The banner's inline script (bundled through `?inline-script`), run right after the banner's markup,
 * before the first paint: it hides the banner from a visitor who has chosen, starts analytics for one
 * who accepted, and answers the banner's buttons and the footer's "Cookie settings" link.
 */
import { AFTER_FIRST_PAINT } from "~/lib/first-paint";
import { startAnalytics, type Analytics, type AnalyticsWindow } from "~/lib/analytics";
import {
  CONSENT_BANNER_ID,
  DECIDED_ATTRIBUTE,
  OPEN_ATTRIBUTE,
  analyticsCookieDeletions,
  analyticsCookieNames,
  choiceCookie,
  cookieDomains,
  consentState,
  isChoice,
  readChoice,
  type ConsentChoice,
} from "./consent";

type ConsentWindow = AnalyticsWindow & {
  [AFTER_FIRST_PAINT]?: (work: () => void) => void;
};

export function install(doc: Document) {
  const banner = doc.getElementById(CONSENT_BANNER_ID);
  const win = doc.defaultView as ConsentWindow | null;
  if (!banner || !win) return;
  const ids = (banner.dataset.ids ?? "").split(",").filter(Boolean);
  const version = Number(banner.dataset.version);
  const navigatorSignal = (win.navigator as { globalPrivacyControl?: boolean })
    .globalPrivacyControl;
  // The server marks the banner decided for a stored choice or a `Sec-GPC: 1` request; without a
  // stored choice that mark is the signal, which this browser may not expose to script.
  const refusalSignal = navigatorSignal === true || banner.hasAttribute(DECIDED_ATTRIBUTE);
  let analytics: Analytics | undefined;
  let opener: HTMLElement | null = null;

  const countThisPage = () => {
    if (analytics) analytics.resume();
    else analytics = startAnalytics(ids, win);
    analytics.pageView(win.location.pathname + win.location.search, doc.title);
  };

  const show = (open: boolean) => banner.toggleAttribute(DECIDED_ATTRIBUTE, !open);

  const choose = (choice: ConsentChoice) => {
    doc.cookie = choiceCookie(choice, version, win.location.protocol === "https:");
    if (choice === "accept") countThisPage();
    else {
      analytics?.stop();
      const deletions = analyticsCookieDeletions(
        doc.cookie,
        analyticsCookieNames(ids),
        cookieDomains(win.location.hostname),
      );
      for (const deletion of deletions) {
        doc.cookie = deletion;
      }
    }
    const hadFocus = banner.contains(doc.activeElement);
    show(false);
    // A banner opened as the page's target (without script, or from a link) would stay shown.
    if (win.location.hash === `#${CONSENT_BANNER_ID}`) {
      win.history.replaceState(win.history.state, "", win.location.pathname + win.location.search);
    }
    if (hadFocus) (opener ?? doc.getElementById("main"))?.focus({ preventScroll: true });
    opener = null;
  };

  const state = consentState(readChoice(doc.cookie, version), refusalSignal);
  show(state === "ask");
  if (state === "granted") {
    // A returning visitor's page paints first; gtag.js loads after it.
    const later = win[AFTER_FIRST_PAINT];
    if (later) later(countThisPage);
    else countThisPage();
  }

  banner.addEventListener("submit", (event) => {
    const choice = (event.submitter as HTMLButtonElement | null)?.value;
    if (!isChoice(choice)) return;
    event.preventDefault();
    choose(choice);
  });

  // The footer is parsed after this script runs, so its link is found by delegation.
  doc.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLElement>(`[${OPEN_ATTRIBUTE}]`);
    if (!link) return;
    event.preventDefault();
    opener = link;
    show(true);
    banner.focus({ preventScroll: true });
  });
}
