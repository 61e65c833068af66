import { expect, test } from "./fixtures.ts";

/** Spec budget: CLS 0. A late font must not move anything when it replaces the fallback. */
test("a slow brand font swaps in without moving the page", async ({ page }) => {
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
  expect(await page.evaluate(() => document.fonts.check("16px Inter"))).toBe(false);
  const before = await page.getByRole("heading", { level: 1 }).boundingBox();

  release();
  await expect.poll(() => page.evaluate(() => document.fonts.check("16px Inter"))).toBe(true);
  // A shift is reported after the frame that made it: wait for fonts, then two more frames.
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });

  expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(before);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
});
