// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE, CONSENT_POLICY_VERSION, consentCopy } from "~/content/consent";
import { GTAG_SRC } from "~/lib/analytics";
import { CONSENT_BANNER_ID, DECIDED_ATTRIBUTE, OPEN_ATTRIBUTE } from "./consent";
import { ConsentBanner } from "./consent-banner";
import consentScript from "./consent-script.ts?inline-script";

type TestWindow = Window & { dataLayer?: IArguments[]; afterFirstPaint?: unknown } & Record<
    string,
    unknown
  >;
const win = window as unknown as TestWindow;
const IDS = ["G-ONE", "G-TWO"];

const banner = () => document.getElementById(CONSENT_BANNER_ID)!;
const isOpen = () => !banner().hasAttribute(DECIDED_ATTRIBUTE);
const button = (name: string) =>
  [...banner().querySelectorAll("button")].find((b) => b.textContent === name)!;
const gtagScripts = () => document.head.querySelectorAll(`script[src^="${GTAG_SRC}"]`);
const pageViews = () =>
  (win.dataLayer ?? [])
    .map((args) => Array.from(args))
    .filter((args) => args[1] === "page_view")
    .map((args) => (args[2] as { send_to: string }).send_to);

function clearCookies() {
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

/** A page as prerendered (the banner, the main content, the footer's link), then its script from its text alone. */
function openPage({ decidedByServer = false } = {}) {
  const markup = renderToStaticMarkup(
    <>
      <ConsentBanner ids={IDS} />
      <main id="main" tabIndex={-1} />
      <a href={`#${CONSENT_BANNER_ID}`} {...{ [OPEN_ATTRIBUTE]: "" }}>
        {consentCopy.settings}
      </a>
    </>,
  );
  document.body.innerHTML = decidedByServer
    ? markup.replace(`id="${CONSENT_BANNER_ID}"`, `$& ${DECIDED_ATTRIBUTE}=""`)
    : markup;
  new Function(consentScript())();
}

afterEach(() => {
  clearCookies();
  delete win.dataLayer;
  delete win.gtag;
  delete win.afterFirstPaint;
  for (const key of Object.keys(win).filter((k) => k.startsWith("ga-disable-"))) delete win[key];
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("the consent banner's script", () => {
  it("asks a first-time visitor and loads nothing until they answer", () => {
    openPage();
    expect(isOpen()).toBe(true);
    expect(gtagScripts()).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
    expect(banner().dataset.version).toBe(String(CONSENT_POLICY_VERSION));
  });

  it("on Accept, keeps the choice, closes, loads gtag.js and counts this page for both ids", () => {
    openPage();
    button(consentCopy.accept).click();
    expect(document.cookie).toContain(`${CONSENT_COOKIE.name}=accept.${CONSENT_POLICY_VERSION}`);
    expect(isOpen()).toBe(false);
    expect(gtagScripts()).toHaveLength(1);
    expect(pageViews()).toEqual(IDS);
  });

  it("counts a returning visitor's later page after its first paint", () => {
    document.cookie = `${CONSENT_COOKIE.name}=accept.${CONSENT_POLICY_VERSION}; Path=/`;
    const held: (() => void)[] = [];
    win.afterFirstPaint = (work: () => void) => held.push(work);
    openPage();
    expect(isOpen()).toBe(false);
    expect(gtagScripts()).toHaveLength(0);
    held.forEach((work) => work());
    expect(gtagScripts()).toHaveLength(1);
    expect(pageViews()).toEqual(IDS);
  });

  it("on Reject, keeps the choice, closes, and never loads analytics on later pages", () => {
    openPage();
    button(consentCopy.reject).click();
    expect(document.cookie).toContain(`${CONSENT_COOKIE.name}=reject.${CONSENT_POLICY_VERSION}`);
    expect(isOpen()).toBe(false);
    openPage();
    expect(isOpen()).toBe(false);
    expect(gtagScripts()).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
  });

  it("asks again when the choice was made under another policy version", () => {
    document.cookie = `${CONSENT_COOKIE.name}=accept.${CONSENT_POLICY_VERSION - 1}; Path=/`;
    openPage();
    expect(isOpen()).toBe(true);
    expect(gtagScripts()).toHaveLength(0);
  });

  it("takes Global Privacy Control as a refusal, from the browser or from the server's mark", () => {
    vi.stubGlobal("navigator", { ...navigator, globalPrivacyControl: true });
    openPage();
    expect(isOpen()).toBe(false);
    expect(gtagScripts()).toHaveLength(0);
    vi.unstubAllGlobals();

    openPage({ decidedByServer: true });
    expect(isOpen()).toBe(false);
    expect(gtagScripts()).toHaveLength(0);
  });

  it("lets a visitor who sent the signal accept from Cookie settings, which then wins", () => {
    vi.stubGlobal("navigator", { ...navigator, globalPrivacyControl: true });
    openPage();
    document.querySelector<HTMLElement>(`[${OPEN_ATTRIBUTE}]`)!.click();
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(banner());
    button(consentCopy.accept).click();
    expect(pageViews()).toEqual(IDS);
    openPage();
    expect(gtagScripts()).toHaveLength(2);
  });

  it("withdrawing from Cookie settings stops analytics and deletes Google's cookies", () => {
    openPage();
    button(consentCopy.accept).click();
    document.cookie = "_ga=GA1.1.123.456; Path=/";
    document.cookie = "_ga_ONE=GS1.1.789; Path=/";
    const settings = document.querySelector<HTMLElement>(`[${OPEN_ATTRIBUTE}]`)!;
    settings.click();
    expect(isOpen()).toBe(true);
    button(consentCopy.reject).focus();
    button(consentCopy.reject).click();
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toContain(`${CONSENT_COOKIE.name}=reject.`);
    expect(win["ga-disable-G-ONE"]).toBe(true);
    expect(win["ga-disable-G-TWO"]).toBe(true);
    expect(isOpen()).toBe(false);
    // Focus goes back where the visitor opened the banner from.
    expect(document.activeElement).toBe(settings);
  });
});
