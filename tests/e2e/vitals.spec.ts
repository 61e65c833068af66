/**
 * Field measurement as a visitor's browser does it: the page loads no module on arrival, loads the
 * measurement once idle, and when it is hidden (here: the visitor goes on to another page) sends one
 * beacon, whose rows the server stores with a device class and nothing of the visitor. With Global
 * Privacy Control on, nothing is loaded or sent.
 */
import type { Page } from "@playwright/test";
import { VITALS_PATH } from "../../app/lib/config.ts";
import { IDLE_CEILING_MS } from "../../app/lib/when-idle.ts";
import { openVitalsStore } from "../../server/vitals/store.ts";
import { expect, test } from "./fixtures.ts";

// A tablet's agent: the other specs' visits are desktop rows, so this spec's rows are its own.
const TABLET =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
test.use({ userAgent: TABLET, hasTouch: true, viewport: { width: 820, height: 1180 } });

async function tabletRows(route: string) {
  const store = await openVitalsStore({ kind: "sqlite", path: process.env.E2E_DATABASE_PATH! });
  try {
    return (await store.raw("0000-00-00")).filter(
      (row) => row.device === "tablet" && row.route === route,
    );
  } finally {
    await store.close();
  }
}

/**
 * Resolves once the measurement's turn has come and gone: after the first paint and the load, an
 * idle callback queued behind the page's own (`afterLoadWhenIdle`), with the same ceiling, so it
 * runs after it even when the machine is never idle. A second one leaves the page's callback's own
 * work behind too.
 */
const idleAfterLoad = (page: Page) =>
  page.evaluate(
    (ceiling) =>
      new Promise<void>((resolve) => {
        const idle = (run: () => void) => requestIdleCallback(run, { timeout: ceiling });
        const twice = () => idle(() => idle(resolve));
        const loaded = () =>
          document.readyState === "complete"
            ? twice()
            : addEventListener("load", twice, { once: true });
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName("first-contentful-paint").length) return;
          observer.disconnect();
          loaded();
        }).observe({ type: "paint", buffered: true });
      }),
    IDLE_CEILING_MS,
  );

/**
 * The page as a visitor leaving it leaves it: hidden, as web-vitals' own tests hide it (headless
 * Chromium keeps a page visible as it navigates away).
 */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });

const isVitalsModule = (url: string) => /\/assets\/entry\.vitals-[\w-]+\.js$/.test(url);

test("a visit's vitals are measured once idle and sent when the page is hidden", async ({
  page,
}) => {
  const moduleLoaded = page.waitForResponse((response) => isVitalsModule(response.url()));
  await page.goto("/pricing");
  const module = await moduleLoaded;
  // Its observers are on once it has run: the same import here resolves then (a module runs once).
  // A tap before that would go unseen: the browser keeps no record of a short interaction.
  await page.evaluate((url) => import(url).then(() => undefined), module.url());
  // A tap, for INP (the billing period's radio answers it), and the page hidden in the task that
  // reports the tap to the page's observers, as a tap on a link hides it: web-vitals has the
  // interaction then, but reads it only when next idle.
  await page.evaluate(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === "click")) return;
      observer.disconnect();
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    }).observe({ type: "event", durationThreshold: 16 });
  });
  const beacon = page.waitForRequest((request) => request.url().endsWith(VITALS_PATH));
  const yearly = page.getByRole("radio", { name: /Yearly/ });
  await page.locator("label", { has: yearly }).tap();
  await expect(yearly).toBeChecked();
  await page.waitForFunction(() => document.visibilityState === "hidden");
  await expect
    .poll(async () => (await tabletRows("/pricing")).map((row) => row.metric).sort())
    .toEqual(expect.arrayContaining(["CLS", "FCP", "INP", "LCP", "TTFB"]));
  // What the intake takes as this site's (server/vitals/refusal.ts): Chromium's same-origin sendBeacon
  // sends its Origin and fetch metadata.
  const sent = await (await beacon).allHeaders();
  expect(sent.origin).toBe(new URL(page.url()).origin);
  expect(sent["sec-fetch-site"]).toBe("same-origin");
  const rows = await tabletRows("/pricing");
  for (const row of rows)
    expect(Number.isInteger(row.metric === "CLS" ? row.value * 1000 : row.value)).toBe(true);
  const lcp = rows.find((row) => row.metric === "LCP");
  expect(lcp?.phase).toBeTruthy();
  // Named by tags, ids and slots: the build's short class names would mean another element next build.
  expect(lcp?.element).toMatch(
    /^[a-z][a-z0-9]*(?:[#[][^.>]*)?(?:>[a-z][a-z0-9]*(?:[#[][^.>]*)?)*$/,
  );
});

test("no measurement at all under Global Privacy Control", async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/security");
  await idleAfterLoad(page);
  await hide(page);
  expect(requested.filter(isVitalsModule)).toEqual([]);
  expect(requested.filter((url) => url.endsWith(VITALS_PATH))).toEqual([]);
  expect(await tabletRows("/security")).toEqual([]);
});
