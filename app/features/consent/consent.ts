/**
 * The rules of analytics consent, shared by the page's script (consent-script.ts) and the server
 * (server/consent.ts): how a choice is kept in its cookie, what counts as a refusal, and which
 * cookies a withdrawal deletes.
 */
import { CONSENT_COOKIE } from "../../content/consent.ts";

export type ConsentChoice = "accept" | "reject";

/** The banner's id: the footer's "Cookie settings" links to it, and it shows as the page's target. */
export const CONSENT_BANNER_ID = "consent";

/**
 * Set on the banner once the visitor has chosen (or sent Global Privacy Control): the banner is
 * hidden unless it is the page's target. The server sets it in the page it sends, the script after
 * a choice.
 */
export const DECIDED_ATTRIBUTE = "data-decided";

/** Stands for the module of analytics after consent (`app/entry.analytics.ts`) until the build knows its name. */
export const ANALYTICS_ENTRY_URL = "%ANALYTICS_ENTRY_URL%";

const SECONDS_PER_DAY = 86_400;
export const CONSENT_MAX_AGE_SECONDS = CONSENT_COOKIE.maxAgeDays * SECONDS_PER_DAY;

export function isChoice(value: unknown): value is ConsentChoice {
  return value === "accept" || value === "reject";
}

/**
 * The value of the first cookie named `name` in a Cookie header or `document.cookie`, if any. The
 * names asked for are word characters (`fabric_consent`, `_ga`, `_ga_<id>`), so none needs escaping.
 */
function cookieValue(cookies: string | undefined, name: string) {
  return new RegExp(`(?:^|;) *${name}=([^;]*)`).exec(cookies ?? "")?.[1];
}

/** The choice the cookie holds, or null when there is none, or it was made under another policy version. */
export function readChoice(cookies: string | undefined, version: number): ConsentChoice | null {
  const choice = new RegExp(`(?:^|;) *${CONSENT_COOKIE.name}=(accept|reject)\\.${version}(?:;|$)`);
  return (choice.exec(cookies ?? "")?.[1] as ConsentChoice | undefined) ?? null;
}

/** The cookie that keeps a choice for six months: the same text for `document.cookie` and `Set-Cookie`. */
export function choiceCookie(choice: ConsentChoice, version: number, secure: boolean) {
  return `${CONSENT_COOKIE.name}=${choice}.${version}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Both ways of saying "delete now": Max-Age for browsers, the past date for clients that read only Expires. */
const EXPIRED = "Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT";

/**
 * The cookies Google Analytics sets for these measurement ids: `_ga`, and `_ga_<id>` for each
 * (`G-ABC123` → `_ga_ABC123`). Only these are ever deleted, so what a withdrawal sends is fixed by the
 * site's configuration, never by what a request carries.
 */
export function analyticsCookieNames(measurementIds: readonly string[]) {
  if (measurementIds.length === 0) return [];
  return ["_ga", ...measurementIds.map((id) => `_ga_${id.replace(/^G-/, "")}`)];
}

/**
 * The domains a deletion names for a host: Google sets its cookies on the widest domain it can
 * (`.example.com` from `www.example.com`), which a deletion must name exactly, so the host and each
 * parent domain; none for a single-label host or an address.
 */
export function cookieDomains(hostname: string) {
  const labels = hostname.split(".");
  const isAddress = /^[\d.]+$/.test(hostname) || hostname.includes(":");
  return isAddress ? [] : labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
}

/**
 * The cookies that delete each of the analytics cookies present, on the host and every domain of
 * `domains` (a browser ignores the ones that do not apply).
 */
export function analyticsCookieDeletions(
  cookies: string | undefined,
  analyticsCookies: readonly string[],
  domains: readonly string[],
) {
  return analyticsCookies
    .filter((name) => cookieValue(cookies, name) !== undefined)
    .flatMap((name) => {
      const expired = `${name}=; ${EXPIRED}; Path=/`;
      return [expired, ...domains.map((domain) => `${expired}; Domain=${domain}`)];
    });
}

/** The banner's opening in a built page; a function, so the banner's script bundles none of it. */
const bannerOpening = () => `id="${CONSENT_BANNER_ID}"`;

/** Whether a built page carries the banner (a page of a build with analytics, but /ldc). */
export function hasConsentBanner(html: string) {
  return html.includes(bannerOpening());
}

/**
 * The page as sent to a visitor who has chosen: its banner marked decided, and without the banner's
 * script (the inline script right after it) unless `script`.
 */
export function withDecidedBanner(html: string, { script = true } = {}) {
  const opening = bannerOpening();
  const at = html.indexOf(opening);
  if (at < 0) throw new Error("withDecidedBanner: the page has no consent banner");
  const end = at + opening.length;
  const decided = `${html.slice(0, end)} ${DECIDED_ATTRIBUTE}=""${html.slice(end)}`;
  if (script) return decided;
  const close = decided.indexOf("</section>", end) + "</section>".length;
  const after = /^<script>[\s\S]*?<\/script>/.exec(decided.slice(close))?.[0] ?? "";
  return decided.slice(0, close) + decided.slice(close + after.length);
}
