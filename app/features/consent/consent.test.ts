import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE } from "~/content/consent";
import {
  CONSENT_MAX_AGE_SECONDS,
  analyticsCookieDeletions,
  analyticsCookieNames,
  cookieDomains,
  choiceCookie,
  readChoice,
  hasConsentBanner,
  withDecidedBanner,
} from "./consent";

describe("the stored choice", () => {
  it("is kept six months in a first-party cookie with its policy version", () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(180 * 24 * 60 * 60);
    expect(choiceCookie("accept", 3, false)).toBe(
      `${CONSENT_COOKIE.name}=accept.3; Max-Age=15552000; Path=/; SameSite=Lax`,
    );
    expect(choiceCookie("reject", 3, true)).toMatch(/; Secure$/);
  });

  it("is read back only under the policy version it was made under", () => {
    const cookies = `_ga=GA1.1.1.2; ${CONSENT_COOKIE.name}=reject.2; theme=dark`;
    expect(readChoice(cookies, 2)).toBe("reject");
    // A changed purpose raises the version: the visitor is asked again.
    expect(readChoice(cookies, 3)).toBeNull();
    expect(readChoice(`${CONSENT_COOKIE.name}=accept.3`, 3)).toBe("accept");
    for (const broken of [
      "",
      undefined,
      `${CONSENT_COOKIE.name}=maybe.3`,
      `${CONSENT_COOKIE.name}`,
    ]) {
      expect(readChoice(broken, 3)).toBeNull();
    }
  });
});

const EXPIRED = "Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT";

describe("withdrawing", () => {
  it("deletes the analytics cookies of the site's ids, on the host and each parent domain", () => {
    const cookies = `_ga=GA1.1.5.6; _ga_TEST1=GS1.1.2; ${CONSENT_COOKIE.name}=accept.1; _ga_x=1; other=1`;
    const names = analyticsCookieNames(["G-TEST1", "G-TEST2"]);
    expect(names).toEqual(["_ga", "_ga_TEST1", "_ga_TEST2"]);
    const deletions = analyticsCookieDeletions(cookies, names, cookieDomains("www.fabric.example"));
    expect(deletions).toEqual([
      `_ga=; ${EXPIRED}; Path=/`,
      `_ga=; ${EXPIRED}; Path=/; Domain=www.fabric.example`,
      `_ga=; ${EXPIRED}; Path=/; Domain=fabric.example`,
      `_ga_TEST1=; ${EXPIRED}; Path=/`,
      `_ga_TEST1=; ${EXPIRED}; Path=/; Domain=www.fabric.example`,
      `_ga_TEST1=; ${EXPIRED}; Path=/; Domain=fabric.example`,
    ]);
  });

  it("names no domain for a single-label host or an address, and nothing without analytics", () => {
    expect(cookieDomains("localhost")).toEqual([]);
    expect(cookieDomains("127.0.0.1")).toEqual([]);
    expect(cookieDomains("::1")).toEqual([]);
    expect(analyticsCookieDeletions("_ga=1", ["_ga"], [])).toEqual([`_ga=; ${EXPIRED}; Path=/`]);
    expect(analyticsCookieDeletions("theme=dark", ["_ga"], ["fabric.example"])).toEqual([]);
    expect(analyticsCookieNames([])).toEqual([]);
  });
});

describe("the page sent to a visitor who has chosen", () => {
  const page =
    '<a href="#consent">Cookie settings</a><section id="consent" aria-label="Cookie choice"><form></form></section><script>if(a<b)c()</script><main>';

  it("marks its banner decided, and keeps the banner's script for a visitor who accepted", () => {
    expect(withDecidedBanner(page)).toBe(
      '<a href="#consent">Cookie settings</a><section id="consent" data-decided="" aria-label="Cookie choice"><form></form></section><script>if(a<b)c()</script><main>',
    );
    expect(hasConsentBanner(page)).toBe(true);
    expect(hasConsentBanner("<main>No analytics here</main>")).toBe(false);
  });

  it("leaves the banner's script out for a visitor who refused", () => {
    expect(withDecidedBanner(page, { script: false })).toBe(
      '<a href="#consent">Cookie settings</a><section id="consent" data-decided="" aria-label="Cookie choice"><form></form></section><main>',
    );
  });
});
