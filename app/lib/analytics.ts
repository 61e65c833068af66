/**
 * GA4 page views for every configured measurement id, under Consent Mode v2 "basic": nothing is
 * requested from Google until the visitor accepts (app/features/consent decides when to start),
 * every signal is denied by default, analytics storage alone is granted, and the advertising
 * signals stay denied.
 */
type Gtag = (...args: unknown[]) => void;
export type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

export const GTAG_SRC = "https://www.googletagmanager.com/gtag/js";

/** Consent Mode v2's four signals, all denied until the visitor says otherwise. */
export const DEFAULT_CONSENT = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
} as const;

/** What accepting grants: analytics storage only. */
export const GRANTED_CONSENT = { analytics_storage: "granted" } as const;

/** No Google signals or ad personalisation: the page views measure the site, nothing else. */
const MEASUREMENT_CONFIG = {
  send_page_view: false,
  allow_google_signals: false,
  allow_ad_personalization_signals: false,
} as const;

export type Analytics = {
  pageView(path: string, title: string): void;
  /** After a withdrawal: storage denied again and nothing more sent from this page. */
  stop(): void;
  /** After an acceptance that follows a withdrawal on the same page. */
  resume(): void;
};

/** Loads gtag.js once, with consent given; call it only after the visitor has accepted. */
export function startAnalytics(ids: readonly string[], win: AnalyticsWindow = window): Analytics {
  win.dataLayer = win.dataLayer ?? [];
  const gtag: Gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  };
  win.gtag = gtag;
  gtag("consent", "default", DEFAULT_CONSENT);
  gtag("consent", "update", GRANTED_CONSENT);
  gtag("js", new Date());
  for (const id of ids) gtag("config", id, MEASUREMENT_CONFIG);
  const script = win.document.createElement("script");
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(ids[0]!)}`;
  win.document.head.append(script);

  const disable = (disabled: boolean) => {
    // gtag.js's switch for one measurement id: while it is true, nothing is sent to that id.
    for (const id of ids)
      (win as unknown as Record<string, unknown>)[`ga-disable-${id}`] = disabled;
  };
  return {
    pageView(path, title) {
      for (const id of ids) {
        gtag("event", "page_view", {
          send_to: id,
          page_path: path,
          page_location: win.location.origin + path,
          page_title: title,
        });
      }
    },
    stop() {
      gtag("consent", "update", { analytics_storage: "denied" });
      disable(true);
    },
    resume() {
      disable(false);
      gtag("consent", "update", GRANTED_CONSENT);
    },
  };
}
