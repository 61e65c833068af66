// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE, CONSENT_POLICY_VERSION, consentCopy } from "~/content/consent";
import { GTAG_SRC } from "~/lib/analytics";
import { CONSENT_BANNER_ID, DECIDED_ATTRIBUTE } from "./consent";
import { ConsentBanner } from "./consent-banner";
import { consentedAnalytics } from "./consented-analytics";
import consentScript from "./consent-script.ts?inline-script";

type TestWindow = Window & {
  dataLayer?: IArguments[];
  afterFirstPaint?: unknown;
  /** What the page's module stands for: analytics after consent for this page's ids. */
  consented?: ReturnType<typeof consentedAnalytics>;
  /** How many times a page's script has imported its module. */
  imports?: number;
} & Record<string, unknown>;
const win = window as unknown as TestWindow;
const IDS = ["G-ONE", "G-TWO"];

const banner = () => document.getElementById(CONSENT_BANNER_ID)!;
const target = `#${CONSENT_BANNER_ID}`;
/** What the banner's CSS shows: a banner not decided, or the page's target. */
const isOpen = () => !banner().hasAttribute(DECIDED_ATTRIBUTE) || location.hash === target;
const settingsLink = () => document.querySelector<HTMLElement>(`a[href="${target}"]`)!;
/** "Cookie settings" as a browser follows it: the banner becomes the page's target, and takes focus. */
function openSettings() {
  settingsLink().focus();
  location.hash = target;
  banner().focus();
}
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

let pageCount = 0;
/**
 * The page's module as a page fetches it: a module of its own per page (the browser's are per
 * document), counted as it is evaluated, and doing what `app/entry.analytics.ts` does for the
 * test's ids.
 */
function analyticsModule() {
  win.consented = consentedAnalytics(IDS, win);
  const source = `globalThis.imports=(globalThis.imports??0)+1;export const count=()=>globalThis.consented.count(),withdraw=()=>globalThis.consented.withdraw();//${++pageCount}`;
  return `data:text/javascript,${encodeURIComponent(source)}`;
}

/**
 * A page as prerendered (the banner, the main content, the footer's link), then its script from its
 * text alone, run as the engine's own code (its `import()` is the engine's, which `new Function`
 * code does not have here).
 */
async function openPage({ decidedByServer = false } = {}) {
  const markup = renderToStaticMarkup(
    <>
      <ConsentBanner ids={IDS} />
      <main id="main" tabIndex={-1} />
      <a href={target}>{consentCopy.settings}</a>
    </>,
  );
  document.body.innerHTML = decidedByServer
    ? markup.replace(`id="${CONSENT_BANNER_ID}"`, `$& ${DECIDED_ATTRIBUTE}=""`)
    : markup;
  const script = `${consentScript(analyticsModule())}//${pageCount}`;
  await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(script)}`);
}

afterEach(() => {
  clearCookies();
  delete win.dataLayer;
  delete win.gtag;
  delete win.afterFirstPaint;
  delete win.consented;
  delete win.imports;
  for (const key of Object.keys(win).filter((k) => k.startsWith("ga-disable-"))) delete win[key];
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  history.replaceState(null, "", "/");
});

describe("the consent banner's script", () => {
  it("asks a first-time visitor and loads nothing until they answer", async () => {
    await openPage();
    expect(isOpen()).toBe(true);
    expect(gtagScripts()).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
  });

  it("on Accept, keeps the choice, closes, imports analytics and counts this page for both ids", async () => {
    await openPage();
    button(consentCopy.accept).click();
    expect(document.cookie).toContain(`${CONSENT_COOKIE.name}=accept.${CONSENT_POLICY_VERSION}`);
    expect(isOpen()).toBe(false);
    await vi.waitFor(() => expect(pageViews()).toEqual(IDS));
    expect(win.imports).toBe(1);
    expect(gtagScripts()).toHaveLength(1);
  });

  it("counts a returning visitor's later page after its first paint", async () => {
    document.cookie = `${CONSENT_COOKIE.name}=accept.${CONSENT_POLICY_VERSION}; Path=/`;
    const held: (() => void)[] = [];
    win.afterFirstPaint = (work: () => void) => held.push(work);
    await openPage();
    expect(isOpen()).toBe(false);
    expect(held).toHaveLength(1);
    expect(win.imports).toBeUndefined();
    held.forEach((work) => work());
    await vi.waitFor(() => expect(pageViews()).toEqual(IDS));
    expect(gtagScripts()).toHaveLength(1);
  });

  it("on Reject, keeps the choice, closes, and imports nothing, then or on later pages", async () => {
    await openPage();
    button(consentCopy.reject).click();
    expect(document.cookie).toContain(`${CONSENT_COOKIE.name}=reject.${CONSENT_POLICY_VERSION}`);
    expect(isOpen()).toBe(false);
    await openPage();
    expect(isOpen()).toBe(false);
    // An import started by either page would have run before this later one.
    openSettings();
    button(consentCopy.accept).click();
    await vi.waitFor(() => expect(win.imports).toBe(1));
    expect(pageViews()).toEqual(IDS);
  });

  it("asks again when the choice was made under another policy version", async () => {
    document.cookie = `${CONSENT_COOKIE.name}=accept.${CONSENT_POLICY_VERSION - 1}; Path=/`;
    await openPage();
    expect(isOpen()).toBe(true);
  });

  it("takes Global Privacy Control as a refusal, from the browser or from the server's mark", async () => {
    const held: (() => void)[] = [];
    win.afterFirstPaint = (work: () => void) => held.push(work);
    vi.stubGlobal("navigator", { ...navigator, globalPrivacyControl: true });
    await openPage();
    expect(isOpen()).toBe(false);
    vi.unstubAllGlobals();

    await openPage({ decidedByServer: true });
    expect(isOpen()).toBe(false);
    expect(held).toEqual([]);
  });

  it("lets a visitor who sent the signal accept from Cookie settings, which then wins", async () => {
    vi.stubGlobal("navigator", { ...navigator, globalPrivacyControl: true });
    await openPage();
    openSettings();
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(banner());
    button(consentCopy.accept).click();
    await vi.waitFor(() => expect(pageViews()).toEqual(IDS));
    await openPage();
    await vi.waitFor(() => expect(pageViews()).toEqual([...IDS, ...IDS]));
  });

  it("withdrawing from Cookie settings stops analytics and deletes Google's cookies", async () => {
    await openPage();
    button(consentCopy.accept).click();
    await vi.waitFor(() => expect(pageViews()).toEqual(IDS));
    document.cookie = "_ga=GA1.1.123.456; Path=/";
    document.cookie = "_ga_ONE=GS1.1.789; Path=/";
    openSettings();
    expect(isOpen()).toBe(true);
    button(consentCopy.reject).focus();
    button(consentCopy.reject).click();
    expect(document.cookie).toContain(`${CONSENT_COOKIE.name}=reject.`);
    expect(isOpen()).toBe(false);
    // Focus goes back where the visitor opened the banner from.
    expect(document.activeElement).toBe(settingsLink());
    // No longer the page's target, without a scroll: no element has the fragment it has now.
    expect(location.hash).toBe("#_");
    await vi.waitFor(() => expect(document.cookie).not.toMatch(/_ga/));
    expect(win["ga-disable-G-ONE"]).toBe(true);
    expect(win["ga-disable-G-TWO"]).toBe(true);
  });

  it("a refusal on a later page imports the module only to delete cookies analytics left", async () => {
    document.cookie = "_ga=GA1.1.123.456; Path=/";
    await openPage();
    button(consentCopy.reject).click();
    await vi.waitFor(() => expect(document.cookie).not.toMatch(/_ga/));
    expect(win.imports).toBe(1);
    expect(pageViews()).toEqual([]);
  });

  it("counts nothing when the visitor withdraws before a stored Accept's module arrives", async () => {
    document.cookie = `${CONSENT_COOKIE.name}=accept.${CONSENT_POLICY_VERSION}; Path=/`;
    document.cookie = "_ga=GA1.1.123.456; Path=/";
    await openPage();
    openSettings();
    button(consentCopy.reject).click();
    // The withdrawal's work, queued after the count's on the one import, has run.
    await vi.waitFor(() => expect(document.cookie).not.toMatch(/_ga/));
    expect(win.imports).toBe(1);
    expect(pageViews()).toEqual([]);
    expect(gtagScripts()).toHaveLength(0);
  });
});
