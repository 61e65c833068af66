import { expect, routes, test } from "./fixtures.ts";

/**
 * A page keeps its height while it is read: bands drawn only as they near the viewport take their
 * measured height until then (scripts/band-sizes.ts), so the page's height at the top and after a
 * scroll to the end differ by under 1 % at every width, and the scrollbar's thumb never jumps. One
 * page per route is loaded at each width.
 */
const WIDTHS = [390, 1024, 1280, 1440] as const;
const VIEWPORT_HEIGHT = 900;
const MAX_CHANGE = 0.01;

/**
 * Scrolls a screen at a time until the end stays the end (bands drawn on the way may grow the page),
 * each step once the browser has drawn the frame after it; returns the page's height there.
 */
function heightAfterScrollToEnd() {
  return (async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const root = document.documentElement;
    for (let steps = 0; steps < 500; steps++) {
      const atEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 1;
      if (atEnd) {
        // Two frames: the band now in view is drawn, and the page's height settles with it.
        const height = root.scrollHeight;
        await frame();
        await frame();
        if (root.scrollHeight === height && window.scrollY + window.innerHeight >= height - 1)
          return height;
      }
      window.scrollBy({ top: window.innerHeight, behavior: "instant" });
      await frame();
      await frame();
    }
    throw new Error("the page never reached its end");
  })();
}

/**
 * The page's height at the top, once fonts are in and it holds for three frames in a row (after a
 * resize, the bands drawn at the old width are set aside over the next frames).
 */
function heightAtTop() {
  return (async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    window.scrollTo({ top: 0, behavior: "instant" });
    await document.fonts.ready;
    let height = -1;
    for (let same = 0, frames = 0; same < 3 && frames < 300; frames++) {
      await frame();
      const next = document.documentElement.scrollHeight;
      same = next === height ? same + 1 : 0;
      height = next;
    }
    return height;
  })();
}

for (const route of routes) {
  test(`${route} keeps its height from load to the end at every width`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const changes: string[] = [];
    for (const width of WIDTHS) {
      // A load at each width: a band drawn at one width and then resized keeps the height it was
      // drawn at until it is drawn again, which is the browser's, not the estimate's.
      await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
      await page.goto(route);
      const top = await page.evaluate(heightAtTop);
      const end = await page.evaluate(heightAfterScrollToEnd);
      const change = Math.abs(end - top) / top;
      if (change >= MAX_CHANGE)
        changes.push(`${width} px: ${top} px at the top, ${end} px at the end`);
    }
    expect(changes, route).toEqual([]);
  });
}
