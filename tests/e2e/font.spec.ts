import type { Page } from "@playwright/test";
import { BRAND_FONT_FAMILY } from "../../app/lib/brand-font.ts";
import { BRAND_FONT_SWAP_MS } from "../../app/lib/brand-font-swap.ts";
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
 * When the page's first contentful paint, its request for the brand font and its request for the
 * font's check (`app/entry.font.ts`) started, in ms.
 */
function paintAndFontStart(page: Page) {
  return page.evaluate((file) => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const start = (path: RegExp) =>
      performance
        .getEntriesByType("resource")
        .find((entry) => path.test(new URL(entry.name).pathname))?.startTime ?? null;
    return {
      paint: paint?.startTime ?? null,
      font: start(new RegExp(file)),
      swap: start(/^\/assets\/entry\.font-[\w-]+\.js$/),
    };
  }, BRAND_FONT_FILE.source);
}

/** A first page whose first screen sets alike in either face, at a phone's width. */
const TAKES_FACE = "/security";
/** Text whose width Inter changes enough that, centred, its start moves. */
const MOVING_LINE = "Sample proof-of-human certificate";

/**
 * Sets the clock the brand face's check times its window by (`performance.now`, app/lib/brand-font-swap.ts)
 * still at the page's start, so a font released after the first paint always comes within the
 * window, however busy the machine. Paint timing and the page's timers keep the real clock.
 */
async function stopClock(page: Page) {
  await page.addInitScript(() => {
    const start = performance.now();
    performance.now = () => start;
  });
}

/**
 * Returns a function that waits until the brand face's check has run: the check loads its own face
 * (`font-display: swap`, the head script's is `optional`), and a task after that load settles its
 * decision has been made.
 */
async function watchFaceCheck(page: Page) {
  await page.addInitScript(() => {
    const checked = new Promise<void>((resolve) => {
      const load = FontFace.prototype.load;
      const settled = () => setTimeout(resolve);
      FontFace.prototype.load = function (this: FontFace) {
        const loaded = load.call(this);
        if (this.display === "swap") loaded.then(settled, settled);
        return loaded;
      };
    });
    (window as unknown as { faceChecked: Promise<void> }).faceChecked = checked;
  });
  return () =>
    page.evaluate(() => (window as unknown as { faceChecked: Promise<void> }).faceChecked);
}

/** Holds the brand font's response until the function this returns is called. */
async function holdFont(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(BRAND_FONT_FILE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const firstPaintDone = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length))
    .toBe(1);

test("a visit's first page paints before it asks for the brand font or its check", async ({
  page,
}) => {
  const faceChecked = await watchFaceCheck(page);
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (BRAND_FONT_FILE.test(new URL(request.url()).pathname)) fontRequests.push(request.url());
  });
  await page.setViewportSize(viewports.phone);
  await page.goto("/");
  await faceChecked();
  const { paint, font, swap } = await paintAndFontStart(page);
  // Nothing competes with the page for its first round trips.
  expect(font!).toBeGreaterThanOrEqual(paint!);
  expect(swap!).toBeGreaterThanOrEqual(paint!);
  // The check's face and the head script's are one download.
  expect(fontRequests).toHaveLength(1);
});

/** A phone's first visit with the clock stopped and the font held: release it, await the face's check, read the shifts. */
async function phoneWithHeldFont(page: Page) {
  await stopClock(page);
  const release = await holdFont(page);
  const faceChecked = await watchFaceCheck(page);
  await page.setViewportSize(viewports.phone);
  const shifts = await watchShifts(page);
  return { release, faceChecked, shifts };
}

test("a first page takes a brand font that comes soon after its first paint, moving nothing", async ({
  page,
}) => {
  const { release, faceChecked, shifts } = await phoneWithHeldFont(page);
  await page.goto(TAKES_FACE, { waitUntil: "domcontentloaded" });
  await firstPaintDone(page);
  expect(await headlineFaces(page)).not.toContain(BRAND_FONT_FAMILY);
  release();
  await faceChecked();
  expect(await headlineFaces(page)).toEqual([BRAND_FONT_FAMILY]);
  expect(await shifts()).toBe(0);
});

test("where the brand face would move a line on screen, the first page keeps its fallback", async ({
  page,
}) => {
  const { release, faceChecked, shifts } = await phoneWithHeldFont(page);
  // A centred bold line at the top of the first screen, in before the first paint, whose start
  // Inter moves by more than the check allows.
  await page.addInitScript((text) => {
    new MutationObserver((_, observer) => {
      const main = document.querySelector("main");
      if (!main) return;
      observer.disconnect();
      const line = document.createElement("p");
      Object.assign(line.style, { textAlign: "center", fontSize: "36px", fontWeight: "700" });
      line.textContent = text;
      main.prepend(line);
    }).observe(document, { childList: true, subtree: true });
  }, MOVING_LINE);
  await page.goto(TAKES_FACE, { waitUntil: "domcontentloaded" });
  await firstPaintDone(page);
  release();
  await faceChecked();
  expect(await headlineFaces(page)).not.toContain(BRAND_FONT_FAMILY);
  expect(await shifts()).toBe(0);
});

/** No late swap: a font that arrives after the window is left for the next page. */
test("a brand font that comes after the window leaves the page in its fallback, without moving it", async ({
  page,
}) => {
  const release = await holdFont(page);
  const faceChecked = await watchFaceCheck(page);
  await page.setViewportSize(viewports.phone);
  const shifts = await watchShifts(page);
  // The font holds the load event, not the page's first paint.
  await page.goto(TAKES_FACE, { waitUntil: "domcontentloaded" });
  await firstPaintDone(page);
  const heading = page.getByRole("heading", { level: 1 });
  const before = await heading.boundingBox();
  // Released once the window after the first paint has passed.
  await page.waitForFunction(
    (window) =>
      performance.now() - performance.getEntriesByName("first-contentful-paint")[0]!.startTime >
      window,
    BRAND_FONT_SWAP_MS,
  );
  release();
  await faceChecked();

  expect(await headlineFaces(page)).not.toContain(BRAND_FONT_FAMILY);
  expect(await heading.boundingBox()).toEqual(before);
  expect(await shifts()).toBe(0);
});

test("the next page takes the brand face from the cache", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("link", { name: "Pricing" }).first().click();
  await expect(page).toHaveURL("/pricing");
  expect(await headlineFaces(page)).toEqual([BRAND_FONT_FAMILY]);
});
