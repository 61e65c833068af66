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

/**
 * Holds the page's parsing, and with it its first paint, right after the font's preload until the
 * font has arrived: the font is there in time, whatever the machine's load.
 */
async function fontBeforeFirstPaint(page: Page, path: string) {
  const arrived = page.waitForEvent("requestfinished", (request) =>
    BRAND_FONT_FILE.test(new URL(request.url()).pathname),
  );
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<link rel="preload"[^>]* as="font"[^>]*>/,
      '$&<script src="/after-font.js"></script>',
    );
    expect(html, "the held script follows the font's preload").toContain("/after-font.js");
    await route.fulfill({ response, body: html, headers: { "content-type": "text/html" } });
  });
  await page.route("/after-font.js", async (route) => {
    await arrived;
    // It leaves nothing behind for hydration to trip over.
    await route.fulfill({
      body: "document.currentScript.remove();",
      contentType: "text/javascript",
    });
  });
}

test("a brand font there before the first paint is the face the page paints in", async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  const shifts = await watchShifts(page);
  await fontBeforeFirstPaint(page, "/");
  await page.goto("/");
  // With font-display: optional a face that missed the first paint is never swapped in, so a
  // headline in Inter now was in Inter from the start.
  expect(await headlineFaces(page)).toEqual([BRAND_FONT_FAMILY]);
  expect(await shifts()).toBeLessThan(0.001);
});

/** CLS 0: a font slower than the browser's short wait is skipped for the page, never swapped in. */
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
  await expect
    .poll(() =>
      page.evaluate(
        (family) =>
          [...document.fonts].some((face) => face.family === family && face.status === "loaded"),
        BRAND_FONT_FAMILY,
      ),
    )
    .toBe(true);
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
