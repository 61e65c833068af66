import type { Page } from "@playwright/test";
import { BRAND_FONT_FAMILY } from "../../app/lib/brand-font.ts";
import { BRAND_FONT_FILE, expect, test, viewports } from "./fixtures.ts";

/** The faces the browser drew the page's headline in, as DevTools reports them. */
async function headlineFaces(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Sums the page's layout shifts from its start. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        shifts.push((entry as PerformanceEntry & { value: number }).value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () =>
    page.evaluate(async () => {
      // A shift is reported after the frame that made it.
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      return (window as unknown as { shifts: number[] }).shifts.reduce((sum, v) => sum + v, 0);
    });
}

/** When the page's first contentful paint and its request for the brand font started, in ms. */
function paintAndFontStart(page: Page) {
  return page.evaluate((file) => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const font = performance
      .getEntriesByType("resource")
      .find((entry) => new RegExp(file).test(new URL(entry.name).pathname)) as
      PerformanceResourceTiming | undefined;
    return {
      paint: paint?.startTime ?? null,
      font: font?.startTime ?? null,
      end: font?.responseEnd ?? null,
    };
  }, BRAND_FONT_FILE.source);
}

test("a visit's first page paints before it asks for the brand font, and keeps its fallback", async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  const shifts = await watchShifts(page);
  await page.goto("/");
  await expect.poll(async () => (await paintAndFontStart(page)).end).not.toBeNull();
  const { paint, font } = await paintAndFontStart(page);
  // Nothing competes with the page for its first round trips.
  expect(font!).toBeGreaterThanOrEqual(paint!);
  // It waits in the cache for the next page: this one keeps the face it painted in.
  await page.evaluate(() => document.fonts.ready);
  expect(await headlineFaces(page)).not.toContain(BRAND_FONT_FAMILY);
  expect(await shifts()).toBeLessThan(0.001);
});

/** No late swap: a font that arrives after the wait is left for the next page. */
test("a slow brand font leaves the page in its fallback, without moving it", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(BRAND_FONT_FILE, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize(viewports.phone);
  const shifts = await watchShifts(page);
  // The font holds the load event, not the page's first paint.
  await page.goto("/pricing", { waitUntil: "domcontentloaded" });
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length))
    .toBe(1);
  const heading = page.getByRole("heading", { level: 1 });
  const before = await heading.boundingBox();
  release();
  await expect.poll(async () => (await paintAndFontStart(page)).end).not.toBeNull();
  await page.evaluate(() => document.fonts.ready);

  expect(await headlineFaces(page)).not.toContain(BRAND_FONT_FAMILY);
  expect(await heading.boundingBox()).toEqual(before);
  expect(await shifts()).toBeLessThan(0.001);
});

test("the next page takes the brand face from the cache", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("link", { name: "Pricing" }).first().click();
  await expect(page).toHaveURL("/pricing");
  expect(await headlineFaces(page)).toEqual([BRAND_FONT_FAMILY]);
});
