import axe from "axe-core";
import { test as base, expect, type Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { moduleGraph } from "../../scripts/test/js-budget.ts";
import { joinCompounds } from "../../app/lib/compounds.ts";
import { sitePages as allPages } from "../../app/lib/site-pages.server.ts";

export { expect };

/** Every prerendered route (the 404 page under a path nobody links to). */
export const routes = allPages.map((page) =>
  page.path === "/404" ? "/this-page-does-not-exist" : page.path,
);

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|423|425)/i;

/** Every test fails on an uncaught page error or a hydration mismatch. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && HYDRATION_ERROR.test(message.text())) {
          errors.push(message.text());
        }
      });
      await use(errors);
      expect(errors, "page errors").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The field measurement (`app/entry.vitals.ts`), the brand face's module (`app/entry.font.ts`) and
 * the modules they import, read from the build: a page loads them after its first paint, apart
 * from anything a visitor's controls need.
 */
export const afterPaintModules = (() => {
  const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const entries = readdirSync(path.join(client, "assets")).filter((file) =>
    /^entry\.(vitals|font)-[\w-]+\.js$/.test(file),
  );
  const read = (file: string) => readFileSync(path.join(client, file), "utf8");
  return new Set(
    moduleGraph(
      entries.map((entry) => `/assets/${entry}`),
      read,
    ),
  );
})();

/**
 * The paths of the scripts the page requests from now on, in the order it asks for them, but the
 * field measurement's and the brand face's module.
 */
export function scriptRequests(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    const pathname = new URL(request.url()).pathname;
    if (request.resourceType() === "script" && !afterPaintModules.has(pathname))
      paths.push(pathname);
  });
  return paths;
}

/**
 * Waits until the page has fetched the field measurement, the last thing it does once idle after
 * its load: whatever a page asks for on arrival has been asked for by then.
 */
export async function idleWorkDone(page: Page) {
  await page.waitForFunction(() =>
    performance
      .getEntriesByType("resource")
      .some((entry) => /\/assets\/entry\.vitals-[\w-]+\.js$/.test(entry.name)),
  );
}

/**
 * Resizes the viewport and waits for two frames: a picture takes its source for the new width (a
 * phone's crop or the desktop's screenshot, of other proportions) only as the browser next draws,
 * so a layout read at once can find a box still at the old width's proportions (a mock screen over
 * the button below it).
 */
export async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The widths a reader's lines are checked at: a phone's, a small desktop's and the widest layout's. */
export const LINE_WIDTHS = [390, 1024, 1280] as const;

/**
 * Loads the route at the narrowest of LINE_WIDTHS and, resizing up through them (one load: the
 * layout is CSS alone), collects what `find` reports at each, each line led by its width.
 */
export async function problemsAtLineWidths(
  page: Page,
  route: string,
  find: () => Promise<string[]>,
) {
  await page.setViewportSize({ width: LINE_WIDTHS[0], height: 844 });
  await page.goto(route);
  const problems: string[] = [];
  for (const width of LINE_WIDTHS) {
    await resize(page, { width, height: 844 });
    problems.push(...(await find()).map((problem) => `${width} px: ${problem}`));
  }
  return problems;
}

/**
 * Stops the page's clock before anything loads, so timers move only when the test runs them. The
 * clock runs from install until it pauses (over a second on a busy machine), and it can only be
 * paused ahead of where it is: an hour ahead always is. A page's timers count from its load.
 */
export async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date("2026-03-14T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-03-14T10:00:00Z"));
}

/**
 * Copy as the page shows it where its compounds are held whole (`WholeCompounds`): with a word
 * joiner after each hyphen, which screen readers and find-in-page pass over but text matching does
 * not.
 */
export const asShown = joinCompounds;

/** The brand font's file (`app/fonts/inter-latin-wght.woff2`, hashed under `/assets/`). */
export const BRAND_FONT_FILE = /\/assets\/inter-latin-wght-[\w-]+\.woff2$/;

/**
 * Settles the page's type in its fallback face: the brand font never arrives. A page reached from
 * another of the site's adds the font with `font-display: optional` (`app/lib/brand-font.ts`), so
 * the face it paints in depends on how fast the font comes, which on a busy machine varies from load
 * to load; a test of anything but the font compares like with like.
 */
export async function withoutBrandFont(page: Page) {
  await page.route(BRAND_FONT_FILE, (route) => route.abort());
}

/** The islands' entry (`app/entry.islands.tsx`): fetched when a page with islands is idle, run on first reach. */
const ISLANDS_ENTRY = "**/assets/entry.islands-*.js";

/** Whether the named island has hydrated yet: what a visitor does before that lands on its static HTML. */
export function islandHydrated(page: Page, name: string) {
  return page.locator(`[data-island="${name}"]`).evaluate((root) => "hydrated" in root.dataset);
}

/**
 * Holds a static page's islands' entry until the test calls the function this returns: all a
 * visitor does until then lands on the prerendered islands, however long it takes.
 */
export async function holdIslands(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ISLANDS_ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The axe rules whose outcome depends on colour: all that can change when only the theme does. */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** An element axe flagged, with what it found wrong (a contrast names both colours and the ratio). */
function describeNode(node: axe.NodeResult) {
  const findings = (node.failureSummary ?? "").split("\n").slice(1);
  const detail = findings
    .map((line) => line.trim())
    .filter(Boolean)
    .join("; ");
  return detail ? `${node.target.join(" ")}: ${detail}` : node.target.join(" ");
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** The axe rules every full scan runs: WCAG 2.0 to 2.2, A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Every axe violation on the page as it is now, one line each with the elements it found; `rules`
 * narrows the scan to those rules. axe-core runs in the page as loaded, put there once a document
 * (and in any frame the page has), so a scan after a resize or a theme switch reuses it: axe's
 * Playwright runner put it there twice a scan, a third of each scan's time. Only violations are read,
 * so axe need not detail every passing node (a fifth of each scan).
 */
export async function axeViolations(page: Page, rules?: string[]) {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axe.source);
  const results = await page.evaluate(
    async ({ rules, tags }) => {
      // Colours read mid-transition (a theme switched a moment ago) are neither theme's: the
      // page's finite animations and transitions are awaited first.
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      return window.axe.run(document, {
        resultTypes: ["violations"],
        runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: tags },
      });
    },
    { rules, tags: AXE_TAGS },
  );
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map(describeNode).join(", ")})`,
  );
}

export async function expectAccessible(page: Page, rules?: string[]) {
  expect(await axeViolations(page, rules)).toEqual([]);
}

/** Picks a billing period on the pricing page with a click on its label, and waits for it. */
export async function chooseBillingPeriod(page: Page, period: "Monthly" | "Yearly") {
  await page
    .getByRole("group", { name: "Billing period" })
    .getByText(period, { exact: true })
    .click();
  await expect(page.getByRole("radio", { name: period })).toBeChecked();
}
