// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONSENT_COOKIE, CONSENT_POLICY_VERSION } from "~/content/consent";
import { GTAG_SRC } from "~/lib/analytics";
import { consentedAnalytics } from "./consented-analytics";

type TestWindow = Window & { dataLayer?: IArguments[] } & Record<string, unknown>;
const win = window as unknown as TestWindow;
const IDS = ["G-ONE", "G-TWO"];

const pageViews = () =>
  (win.dataLayer ?? [])
    .map((args) => Array.from(args))
    .filter((args) => args[1] === "page_view")
    .map((args) => (args[2] as { send_to: string }).send_to);
const gtagScripts = () => document.head.querySelectorAll(`script[src^="${GTAG_SRC}"]`);

const accept = () =>
  (document.cookie = `${CONSENT_COOKIE.name}=accept.${CONSENT_POLICY_VERSION}; Path=/`);

beforeEach(accept);

afterEach(() => {
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0]!.trim();
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
  delete win.dataLayer;
  delete win.gtag;
  for (const key of Object.keys(win).filter((k) => k.startsWith("ga-disable-"))) delete win[key];
  document.head.innerHTML = "";
});

describe("analytics after consent", () => {
  it("counts the page for every id, loading gtag.js once however often it counts", () => {
    const analytics = consentedAnalytics(IDS, win);
    analytics.count();
    analytics.count();
    expect(gtagScripts()).toHaveLength(1);
    expect(pageViews()).toEqual([...IDS, ...IDS]);
  });

  it("counts nothing once the stored choice is no longer Accept", () => {
    const analytics = consentedAnalytics(IDS, win);
    document.cookie = `${CONSENT_COOKIE.name}=reject.${CONSENT_POLICY_VERSION}; Path=/`;
    analytics.count();
    expect(gtagScripts()).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
  });

  it("on a withdrawal, sends nothing more and deletes Google's cookies for its ids alone", () => {
    const analytics = consentedAnalytics(IDS, win);
    analytics.count();
    document.cookie = "_ga=GA1.1.123.456; Path=/";
    document.cookie = "_ga_ONE=GS1.1.789; Path=/";
    document.cookie = "_ga_OTHER=GS1.1.1; Path=/";
    document.cookie = `${CONSENT_COOKIE.name}=reject.${CONSENT_POLICY_VERSION}; Path=/`;
    analytics.withdraw();
    expect(document.cookie.split("; ").sort()).toEqual([
      "_ga_OTHER=GS1.1.1",
      `${CONSENT_COOKIE.name}=reject.${CONSENT_POLICY_VERSION}`,
    ]);
    expect(win["ga-disable-G-ONE"]).toBe(true);
    expect(win["ga-disable-G-TWO"]).toBe(true);
    // Accepting again on the same page resumes the one gtag.js.
    accept();
    analytics.count();
    expect(win["ga-disable-G-ONE"]).toBe(false);
    expect(gtagScripts()).toHaveLength(1);
  });

  it("withdraws on a page where it never counted: only the cookies go", () => {
    document.cookie = `${CONSENT_COOKIE.name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
    document.cookie = "_ga=GA1.1.123.456; Path=/";
    consentedAnalytics(IDS, win).withdraw();
    expect(document.cookie).toBe("");
    expect(gtagScripts()).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
  });
});
