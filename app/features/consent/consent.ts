/**
 * The rules of analytics consent, shared by the page's script (consent-script.ts) and the server
 * (server/consent.ts): how a choice is kept in its cookie, what counts as a refusal, and which
 * cookies a withdrawal deletes.
 */
import { CONSENT_COOKIE } from "../../content/consent.ts";

export type ConsentChoice = "accept" | "reject";
/** What the page does: send page views, send nothing, or ask. */
export type ConsentState = "granted" | "denied" | "ask";

/** The banner's id: the footer's "Cookie settings" link points at it, so it opens without script. */
export const CONSENT_BANNER_ID = "consent";

/**
 * Set on the banner once the visitor has chosen (or sent Global Privacy Control): the banner is
 * hidden unless it is the page's target. The server sets it in the page it sends, the script after
 * a choice.
 */
export const DECIDED_ATTRIBUTE = "data-decided";

/** The footer's "Cookie settings" link carries this; a click on it opens the banner. */
export const OPEN_ATTRIBUTE = "data-consent-open";

const SECONDS_PER_DAY = 86_400;
export const CONSENT_MAX_AGE_SECONDS = CONSENT_COOKIE.maxAgeDays * SECONDS_PER_DAY;

export function isChoice(value: unknown): value is ConsentChoice {
  return value === "accept" || value === "reject";
}

/** Every `name=value` pair of a Cookie header or `document.cookie`. */
function cookiePairs(cookies: string | undefined) {
  return (cookies ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf("=");
      return equals < 0 ? [pair, ""] : [pair.slice(0, equals), pair.slice(equals + 1)];
    });
}

/** The choice the cookie holds, or null when there is none, or it was made under another policy version. */
export function readChoice(cookies: string | undefined, version: number): ConsentChoice | null {
  const value = cookiePairs(cookies).find(([name]) => name === CONSENT_COOKIE.name)?.[1];
  const [choice, madeUnder] = (value ?? "").split(".");
  return isChoice(choice) && madeUnder === String(version) ? choice : null;
}

/** The cookie that keeps a choice for six months: the same text for `document.cookie` and `Set-Cookie`. */
export function choiceCookie(choice: ConsentChoice, version: number, secure: boolean) {
  return [
    `${CONSENT_COOKIE.name}=${choice}.${version}`,
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    "Path=/",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * A stored choice wins, so a visitor who sends Global Privacy Control and later accepts is counted;
 * without one, the signal is a refusal, and nobody is asked who has sent it.
 */
export function consentState(stored: ConsentChoice | null, refusalSignal: boolean): ConsentState {
  if (stored) return stored === "accept" ? "granted" : "denied";
  return refusalSignal ? "denied" : "ask";
}

/** Both ways of saying "delete now": Max-Age for browsers, the past date for clients that read only Expires. */
const EXPIRED = "Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT";

/** Google Analytics' cookies (`_ga`, `_ga_<id>`, and the older `_gat…`). */
const ANALYTICS_COOKIE = /^_ga/;

/**
 * The cookies that delete every analytics cookie present. Google sets them on the widest domain it
 * can (`.example.com` from `www.example.com`), which a deletion must name exactly, so each is
 * deleted for the host and for every parent domain; a browser ignores the ones that do not apply.
 */
export function analyticsCookieDeletions(cookies: string | undefined, hostname: string) {
  const names = [...new Set(cookiePairs(cookies).map(([name]) => name!))].filter((name) =>
    ANALYTICS_COOKIE.test(name),
  );
  const labels = hostname.split(".");
  const isAddress = /^[\d.]+$/.test(hostname) || hostname.includes(":");
  const domains = isAddress ? [] : labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
  return names.flatMap((name) => {
    const expired = `${name}=; ${EXPIRED}; Path=/`;
    return [expired, ...domains.map((domain) => `${expired}; Domain=${domain}`)];
  });
}

/**
 * The page as sent to a visitor who has chosen: its banner marked decided. Null for a page without
 * the banner (a build without analytics).
 */
export function withDecidedBanner(html: string) {
  const opening = `id="${CONSENT_BANNER_ID}"`;
  const at = html.indexOf(opening);
  if (at < 0) return null;
  const end = at + opening.length;
  return `${html.slice(0, end)} ${DECIDED_ATTRIBUTE}=""${html.slice(end)}`;
}
