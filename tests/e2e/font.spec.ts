import type { Page } from "@playwright/test";
import { BRAND_TYPE_STORAGE_KEY } from "../../app/lib/first-paint.ts";
import { expect, test } from "./fixtures.ts";

/** When the first contentful paint and the brand font's request started, in page time. */
function fontTiming(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const font = performance
      .getEntriesByType("resource")
      .find((entry) => entry.name.endsWith(".woff2"));
    return { paint: paint?.startTime ?? null, font: font?.startTime ?? null };
  });
}

const interLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].some((f) => f.family === "Inter" && f.status === "loaded"),
  );

const fontCached = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key) !== null, BRAND_TYPE_STORAGE_KEY);

test("the first page of a visit keeps its fallback and fetches the brand font after painting; later pages use it from their first paint", async ({
  page,
}) => {
  await page.goto("/about");
  await expect.poll(() => fontCached(page)).toBe(true);
  const first = await fontTiming(page);
  expect(first.paint).not.toBeNull();
  expect(first.font).not.toBeNull();
  expect(first.font!).toBeGreaterThan(first.paint!);
  expect(await page.evaluate(() => [...document.fonts].some((f) => f.family === "Inter"))).toBe(
    false,
  );

  await page.goto("/pricing");
  await expect.poll(() => interLoaded(page)).toBe(true);
  await expect.poll(async () => (await fontTiming(page)).paint).not.toBeNull();
  const next = await fontTiming(page);
  expect(next.font!).toBeLessThan(next.paint!);
  expect(await page.evaluate(() => document.fonts.check("700 36px Inter"))).toBe(true);
});

/** CLS 0: should a later page's font be slow after all, it must not move anything when it swaps in. */
test("a slow brand font swaps in without moving the page", async ({ page }) => {
  await page.goto("/about");
  await expect.poll(() => fontCached(page)).toBe(true);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pricing", { waitUntil: "domcontentloaded" });
  await page.evaluate(() => {
    (window as unknown as { shifts: number[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        (window as unknown as { shifts: number[] }).shifts.push(
          (entry as PerformanceEntry & { value: number }).value,
        );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  // Routing bypasses the cache, so the font is asked for again, and held.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((f) => f.family === "Inter" && f.status === "loading"),
      ),
    )
    .toBe(true);
  const before = await page.getByRole("heading", { level: 1 }).boundingBox();

  release();
  await expect.poll(() => interLoaded(page)).toBe(true);
  // A shift is reported after the frame that made it: wait for fonts, then two more frames.
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });

  expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(before);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
});
