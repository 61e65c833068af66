import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Page, Request } from "@playwright/test";
import { BRAND_FONT_FAMILY, MAX_SWAP_SHIFT } from "../../app/lib/brand-font.ts";
import { SWAP_STATE } from "../../app/lib/font-swap.ts";
import { landed } from "./layout-checks.ts";
import { BRAND_FONT_FILE, expect, routes, test, viewports } from "./fixtures.ts";

/** The widths a first visit is checked at: a phone's and a wide desktop's. */
const WIDTHS = [viewports.phone.width, 1440] as const;

/** The faces the browser drew the page's headline in, as DevTools reports them. */
async function headlineFaces(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  // The document's node alone: querySelector pushes the path to what it finds.
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
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
 * face's module (`app/entry.font.ts`) started, in ms.
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

/** Waits until the page's brand face has loaded and the frames after it are drawn. */
async function brandFaceIn(page: Page) {
  await page.waitForFunction(
    (family) =>
      [...document.fonts].some((face) => face.family === family && face.status === "loaded"),
    BRAND_FONT_FAMILY,
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/** Waits until the face's module has run and is waiting for the font's file. */
const brandFaceWanted = (page: Page) =>
  expect(page.locator("html")).toHaveAttribute(SWAP_STATE, "loading");

/** Waits until the face's module has decided: `in` (the page took the face) or `refused`. */
async function swapDecided(page: Page) {
  await expect(page.locator("html")).toHaveAttribute(SWAP_STATE, /^(in|refused)$/);
  return page.locator("html").getAttribute(SWAP_STATE);
}

/**
 * Holds the brand font's response until `release` is called; `asked` resolves once the page has
 * asked for it.
 */
async function holdFont(page: Page) {
  let release!: () => void;
  let wasAsked!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (wasAsked = resolve));
  await page.route(BRAND_FONT_FILE, async (route) => {
    wasAsked();
    await held;
    await route.continue();
  });
  return { release, asked };
}

/** Waits until the page has painted, asked for the brand font (held) and added its face. */
async function paintedWantingFace(page: Page, asked: Promise<void>) {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length))
    .toBe(1);
  await asked;
  await brandFaceWanted(page);
}

/** A visit's first page, painted before it asks for the brand font or its module (the font not held). */
async function paintsBeforeFont(page: Page) {
  const fontRequests: string[] = [];
  const onRequest = (request: Request) => {
    if (BRAND_FONT_FILE.test(new URL(request.url()).pathname)) fontRequests.push(request.url());
  };
  page.on("request", onRequest);
  await page.goto("/");
  await brandFaceIn(page);
  page.off("request", onRequest);
  const { paint, font, swap } = await paintAndFontStart(page);
  // Nothing competes with the page for its first round trips.
  expect(font!).toBeGreaterThanOrEqual(paint!);
  expect(swap!).toBeGreaterThanOrEqual(paint!);
  // The module's face and the head script's are one download.
  expect(fontRequests).toHaveLength(1);
}

/** The next page, reached by a link, takes the brand face from the cache (the font not held). */
async function nextPageFromCache(page: Page) {
  await page.goto("/about");
  await page.getByRole("link", { name: "Pricing" }).first().click();
  await expect(page).toHaveURL("/pricing");
  expect(await headlineFaces(page)).toEqual([BRAND_FONT_FAMILY]);
}

/**
 * A visit's first page with the font held until the page has painted in its fallback and wants
 * the brand face, as on a slow connection or a busy phone: the swap happens in view, and the page
 * takes it whenever it comes. Returns once the headline is in the brand face.
 */
async function swapWhenReleased(page: Page, url: string) {
  const { release, asked } = await holdFont(page);
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await paintedWantingFace(page, asked);
  expect(await headlineFaces(page)).not.toContain(BRAND_FONT_FAMILY);
  release();
  expect(await swapDecided(page), "the page refused the face: a block would grow a line").toBe(
    "in",
  );
  await brandFaceIn(page);
  expect(await headlineFaces(page)).toEqual([BRAND_FONT_FAMILY]);
  await page.unroute(BRAND_FONT_FILE);
}

/**
 * A test a width, on one page, a step for each route: every `goto` is a visit's first page (it
 * sends no referrer), and each asks for the held font again, since Playwright's routing turns the
 * browser's cache off. The checks the font is not held for come first, while the cache is on.
 */
for (const width of WIDTHS) {
  test(`at ${width} px, a visit's first page: the headline swaps to the brand face whenever it arrives, moving nothing a visitor notices`, async ({
    page,
  }) => {
    // A step a route, each a test of its own before (30 s each): a ceiling of a third of that a
    // route, for the lot on a busy machine.
    test.setTimeout(routes.length * 10_000);
    await page.setViewportSize({ width, height: viewports.phone.height });
    if (width === viewports.phone.width) {
      await test.step("a visit's first page paints before it asks for the brand font or its module", () =>
        paintsBeforeFont(page));
    } else {
      await test.step("the next page takes the brand face from the cache", () =>
        nextPageFromCache(page));
    }
    const shifts = await watchShifts(page);
    for (const route of routes) {
      await test.step(`${route} at ${width} px, a visit's first page: the headline swaps to the brand face whenever it arrives, moving nothing a visitor notices`, async () => {
        await swapWhenReleased(page, route);
        expect(await shifts()).toBeLessThanOrEqual(MAX_SWAP_SHIFT);
      });
    }
    // Last, after another page: from `/` itself, going to one of its fragments would only scroll.
    if (width === viewports.phone.width)
      await test.step("an arrival at a fragment keeps its target in place as the brand face swaps in", async () => {
        await swapWhenReleased(page, "/#use-cases");
        // Where the visitor is once the browser's smooth scroll to the fragment has ended: read while
        // it still runs, the target was anywhere from 10 to 1,500 px on its way.
        const where = await landed(page, "use-cases");
        expect(Math.abs(where!.top - where!.expected)).toBeLessThanOrEqual(1);
      });
  });
}

/** The number of lines `selector`'s text takes. */
const linesOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

/** The top of `selector`'s box in the page, in px. */
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().top + scrollY);

test("at Lighthouse's phone (412 × 823 px), /use-cases, whose intro takes a line more in the fallback than in the brand face: the band under it stays where the visitor saw it as the face swaps in", async ({
  page,
}) => {
  const intro = '[data-slot="page-header-description"]';
  const band = '[data-band="0"]';
  await page.setViewportSize({ width: 412, height: 823 });
  const shifts = await watchShifts(page);
  const { release, asked } = await holdFont(page);
  await page.goto("/use-cases", { waitUntil: "domcontentloaded" });
  await paintedWantingFace(page, asked);
  const fallbackLines = await linesOf(page, intro);
  const bandTop = await topOf(page, band);
  release();
  await brandFaceIn(page);
  expect(await headlineFaces(page)).toEqual([BRAND_FONT_FAMILY]);
  expect(fallbackLines, "the case this test is for").toBeGreaterThan(await linesOf(page, intro));
  expect(await topOf(page, band)).toBeCloseTo(bandTop, 0);
  expect(await shifts()).toBeLessThanOrEqual(MAX_SWAP_SHIFT);
  // A new width lays the page out afresh: the band closes up under the shorter intro.
  await page.setViewportSize({ width: 411, height: 823 });
  await expect.poll(() => topOf(page, band)).toBeLessThan(bandTop - 10);
});

/** A monospaced font on this machine, wider than the fallback in every line: its file and family. */
function monospacedFont() {
  const found = spawnSync("fc-match", ["--format=%{file}\n%{family[0]}", "monospace"], {
    encoding: "utf8",
  });
  const [file, family] = found.stdout.split("\n");
  return { body: readFileSync(file!), family: family! };
}

test("a visit's first page refuses a brand face that would wrap a line more than its fallback: it keeps the fallback, and nothing moves", async ({
  page,
}) => {
  await page.setViewportSize({ width: viewports.phone.width, height: viewports.phone.height });
  const shifts = await watchShifts(page);
  const { body, family } = monospacedFont();
  await page.route(BRAND_FONT_FILE, (route) => route.fulfill({ body, contentType: "font/ttf" }));
  await page.goto("/use-cases");
  expect(await swapDecided(page)).toBe("refused");
  expect(await headlineFaces(page)).not.toContain(family);
  const brandFaces = (brand: string) =>
    [...document.fonts].filter((face) => face.family === brand).length;
  expect(await page.evaluate(brandFaces, BRAND_FONT_FAMILY)).toBe(0);
  expect(await shifts()).toBe(0);
});
