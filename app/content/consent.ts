/**
 * Analytics consent: what the banner says, and the facts the privacy notice states about it (the
 * cookie's name and lifetime, the analytics cookies' names). The behaviour is in app/features/consent.
 */

/**
 * The version of what a visitor is asked to agree to. A stored choice counts only for the version it
 * was made under: change the purpose, the provider or the cookies and raise this, and everyone is
 * asked again.
 */
export const CONSENT_POLICY_VERSION = 1;

/** The first-party cookie that keeps the visitor's choice, and for how long. */
export const CONSENT_COOKIE = {
  name: "fabric_consent",
  /** Six months, after which the visitor is asked again. */
  maxAgeDays: 180,
} as const;

/** Google Analytics' own cookies: `_ga`, and `_ga_<id>` for each measurement id. */
export const ANALYTICS_COOKIES = {
  names: "_ga and _ga_<id>",
  /** Google's default lifetime, renewed on each visit. */
  maxAgeMonths: 24,
} as const;

/** Where the banner's form posts when the page runs no script (server/consent.ts answers it). */
export const CONSENT_PATH = "/consent";

/** The privacy notice's section on cookies, which the banner links to. */
export const COOKIES_SECTION_ID = "cookies-and-analytics";

export const consentCopy = {
  /** The banner's region name, as a screen reader lists it. */
  label: "Cookie choice",
  /** What is collected and why, then the promise: two short blocks (see consent-banner.tsx). */
  purpose:
    "With your consent, we use Google Analytics cookies to count visits and see which pages are read.",
  promise: "Nothing loads unless you accept.",
  link: "How we use cookies",
  accept: "Accept",
  reject: "Reject",
  /** The footer link that opens the banner again on any page. */
  settings: "Cookie settings",
} as const;
