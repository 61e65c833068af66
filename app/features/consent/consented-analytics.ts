/**
 * What a page does only once its visitor has accepted: gtag.js's setup and the page views, and on a
 * withdrawal, analytics stopped and Google's cookies deleted. The banner's script fetches it as a
 * module (`app/entry.analytics.ts`) on Accept, after the first paint for a stored Accept, and on
 * Reject only where analytics ran or left its cookies, so a page carries none of it on arrival.
 */
import { startAnalytics, type Analytics, type AnalyticsWindow } from "~/lib/analytics";
import { CONSENT_POLICY_VERSION } from "~/content/consent";
import {
  analyticsCookieDeletions,
  analyticsCookieNames,
  cookieDomains,
  readChoice,
} from "./consent";

export type ConsentedAnalytics = {
  /**
   * Counts this page for every id while the stored choice is Accept (a withdrawal may have come
   * while the module was on its way): starts gtag.js once, or resumes it after a withdrawal.
   */
  count(): void;
  /** Sends nothing more from this page and deletes Google's cookies for these ids. */
  withdraw(): void;
};

export function consentedAnalytics(
  ids: readonly string[],
  win: AnalyticsWindow = window,
): ConsentedAnalytics {
  const doc = win.document;
  let analytics: Analytics | undefined;
  return {
    count() {
      if (readChoice(doc.cookie, CONSENT_POLICY_VERSION) !== "accept") return;
      if (analytics) analytics.resume();
      else analytics = startAnalytics(ids, win);
      analytics.pageView(win.location.pathname + win.location.search, doc.title);
    },
    withdraw() {
      analytics?.stop();
      const deletions = analyticsCookieDeletions(
        doc.cookie,
        analyticsCookieNames(ids),
        cookieDomains(win.location.hostname),
      );
      for (const deletion of deletions) doc.cookie = deletion;
    },
  };
}
