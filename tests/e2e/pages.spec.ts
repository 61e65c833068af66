import type { Page } from "@playwright/test";
import { classConflicts } from "./class-conflicts.ts";
import {
  COLOUR_RULES,
  axeViolations,
  expect,
  resize,
  routes,
  test,
  withoutBrandFont,
} from "./fixtures.ts";
import {
  type FragmentLink,
  findProblems,
  fragmentLinks,
  heightAfterScrollToEnd,
  heightAtTop,
  landed,
} from "./layout-checks.ts";
import { WIDEST_LAYOUT_PX } from "../support/widths.ts";
import { stylesheetDifferences } from "./stylesheet-differences.ts";

/**
 * Every route at three widths, with the header's menu closed and open (the Products drop-down from
 * the md breakpoint, the mobile menu below it). One page load per route, resized from the narrowest
 * width up (no component reads the width in script; the layout is CSS alone), runs the layout checks
 * in both menu states at each width, in one theme a width: the phone's in the light theme, the two
 * wider in the dark. A theme changes colours alone (and swaps a picture or an icon for its twin of
 * the same box), as a test of the whole stylesheet holds it (`app/styles/dark-theme.test.ts`), so a layout checked
 * in one theme is checked in both. Axe scans every rule at the phone's width in the light theme and
 * at the desktop's in the dark (768 px has the phone's single column or the desktop's header, so it
 * adds no markup of its own): each theme's colours are scanned once, on the markup a width shows.
 * Everything is measured under reduced motion, so nothing is mid-animation; the home page's motion
 * is checked by its own tests. The page's own stylesheet must style it as the whole one would
 * (stylesheet-differences.ts) at the same two states. The brand font is kept away, so every load
 * lays the page out in the same face (its fallback, metric-matched to it); font.spec.ts tests the
 * font's arrival. Every problem is collected and reported together, each line naming width, theme,
 * menu state and check.
 *
 * Routes one template draws (the blog's tags, its posts, the use cases) differ only in their
 * content: the first of each gets the whole pass, the others what their content can change
 * (contentProblems).
 */
const widths = [390, 768, 1280] as const;
/** The theme each width is checked in: the phone's light, the wider two dark (one switch a load). */
const THEME_AT: Record<(typeof widths)[number], "light" | "dark"> = {
  390: "light",
  768: "dark",
  1280: "dark",
};
/** Where axe scans every rule and the page's own stylesheet is compared with the whole one. */
const SCANNED_WIDTHS: readonly number[] = [390, 1280];
const VIEWPORT_HEIGHT = 900;
/** Tailwind's md breakpoint, where the desktop navigation replaces the mobile menu. */
const DESKTOP_MIN_WIDTH = 768;

/** Waits for fonts and for the open menu's box to stop changing size, and ends finite animations. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const size = () => {
      const menu = document.querySelector("#products-menu:popover-open, #mobile-menu:popover-open");
      const rect = menu?.getBoundingClientRect();
      return rect ? `${rect.width}x${rect.height}` : "";
    };
    // With no menu open there is no box to watch.
    let last = size();
    for (let stable = 0, frames = 0; last && stable < 10 && frames < 120; frames++) {
      await frame();
      const next = size();
      stable = next === last ? stable + 1 : 0;
      last = next;
    }
    // Finite animations are brought to their end, so the layout is measured at rest. Waiting for
    // them could last for ever: a band the browser skips (content-visibility) holds its animations
    // until it nears the viewport. Infinite ones (a blinking cursor) have no end and are left be.
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
  });
}

/** Switches the theme as a visitor's system setting would, and checks the site followed it. */
async function switchTheme(page: Page, colorScheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme });
  // Checked every frame: the site follows within one, where expect's polling would wait 350 ms.
  await page.waitForFunction(
    (theme) => document.documentElement.classList.contains(theme),
    colorScheme,
    { timeout: 5_000 },
  );
  await settle(page);
}

/**
 * Routes drawn by one template, with the same header, menus, theme and styles: the first route of
 * each is checked in every state, the others in those their own content can change.
 */
const TEMPLATES = [
  /^\/blog\/tags\/[^/]+$/,
  /^\/blog\/(?!tags\/|page\/)[^/]+$/,
  /^\/use-cases\/[^/]+$/,
] as const;

/** For each route that shares a template with an earlier one, that earlier route. */
const sameTemplateAs = new Map(
  TEMPLATES.flatMap((template) => {
    const [first, ...others] = routes.filter((route) => template.test(route));
    return others.map((route) => [route, first!] as const);
  }),
);

async function layoutProblems(page: Page, where: string) {
  return (await page.evaluate(findProblems)).map(
    (problem) => `${where}: layout: ${problem.check}: ${problem.element}: ${problem.detail}`,
  );
}

/**
 * Conflicting utilities on the page as loaded. Once a load: no width, theme or open menu changes an
 * element's class attribute (the layout is CSS alone, the menus are popovers, the theme's class is
 * on the root, which has no utilities).
 */
async function classProblems(page: Page, route: string) {
  return (await classConflicts(page)).map((conflict) => `${route}: classes: ${conflict}`);
}

async function axeProblems(page: Page, where: string, rules?: string[]) {
  return (await axeViolations(page, rules)).map((violation) => `${where}: axe: ${violation}`);
}

async function openMenu(page: Page, width: number) {
  if (width < DESKTOP_MIN_WIDTH) {
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    return "with the menu open";
  }
  await page.getByRole("button", { name: "Products" }).click();
  await expect(page.locator("#products-menu")).toBeVisible();
  return "with Products open";
}

async function closeMenu(page: Page) {
  await page.keyboard.press("Escape");
  await expect(page.locator("#mobile-menu:popover-open, #products-menu:popover-open")).toHaveCount(
    0,
  );
}

async function stylesheetProblems(page: Page, where: string) {
  return (await stylesheetDifferences(page)).map((difference) => `${where}: css: ${difference}`);
}

/**
 * The layout with the menu closed and open at the current width, in the theme the page is in, and
 * the axe scan and stylesheet comparison where they run.
 */
async function checkWidth(page: Page, route: string, width: number, theme: "light" | "dark") {
  const at = `${route} at ${width} px, ${theme}`;
  await settle(page);
  const problems = await layoutProblems(page, at);
  if (SCANNED_WIDTHS.includes(width)) {
    problems.push(...(await axeProblems(page, at)), ...(await stylesheetProblems(page, at)));
  }
  const menu = await openMenu(page, width);
  await settle(page);
  problems.push(...(await layoutProblems(page, `${at} ${menu}`)));
  await closeMenu(page);
  return problems;
}

/**
 * Resizes the page to the next of `widths` and brings it to that width's theme: a pass starts at
 * the first width in the light theme, so the page switches only where the theme changes.
 */
async function toWidth(page: Page, width: (typeof widths)[number]) {
  await resize(page, { width, height: VIEWPORT_HEIGHT });
  const before = widths[widths.indexOf(width) - 1];
  if (THEME_AT[width] !== (before ? THEME_AT[before] : "light"))
    await switchTheme(page, THEME_AT[width]);
  return THEME_AT[width];
}

test.use({ colorScheme: "light", reducedMotion: "reduce" });
// Six checked states, two scans and two stylesheet comparisons per test, or every landing at two
// widths: give them room on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

for (const route of routes.filter((route) => !sameTemplateAs.has(route))) {
  test(`${route} at ${widths.join(", ")} px: layout, axe and own stylesheet, menu closed and open, light and dark`, async ({
    page,
  }) => {
    await withoutBrandFont(page);
    await page.setViewportSize({ width: widths[0], height: VIEWPORT_HEIGHT });
    await page.goto(route);
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    const problems = await classProblems(page, route);
    for (const width of widths) {
      problems.push(...(await checkWidth(page, route, width, await toWidth(page, width))));
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

/**
 * What a route's own content can change on its template's pages: its classes, its text and images
 * at each width (clipped, too wide, overlapping), in each width's theme as on the template's first
 * route; axe at the phone's width (every rule, in the light theme) and the colour rules at the
 * desktop's in the dark (a post's code or quote has colours of its own); and its own stylesheet at
 * the phone's width, cut to the markup it has. The menus are the template's, checked on its first
 * route.
 */
async function contentProblems(page: Page, route: string) {
  const problems = await classProblems(page, route);
  for (const width of widths) {
    const theme = await toWidth(page, width);
    const at = `${route} at ${width} px, ${theme}`;
    await settle(page);
    problems.push(...(await layoutProblems(page, at)));
    if (width === widths[0])
      problems.push(...(await axeProblems(page, at)), ...(await stylesheetProblems(page, at)));
    if (width === widths.at(-1)) problems.push(...(await axeProblems(page, at, COLOUR_RULES)));
  }
  return problems;
}

for (const [route, first] of sameTemplateAs) {
  test(`${route} at ${widths.join(", ")} px: its own content's layout, axe and own stylesheet (its template's states: ${first})`, async ({
    page,
  }) => {
    await withoutBrandFont(page);
    await page.setViewportSize({ width: widths[0], height: VIEWPORT_HEIGHT });
    await page.goto(route);
    const problems = await contentProblems(page, route);
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

/**
 * Links to an element (`#id` on the page, `/#id` on another) and arrivals at an address with a
 * fragment put the element's top just below the sticky header, in both its forms (the phone's, and
 * the desktop's from the md breakpoint up), at the phone's width and the widest layout's. Bands
 * below the first screen are drawn only as they near it, so a scroll aimed before they are drawn
 * would miss: each link is followed on a page as loaded, with nothing drawn but the first screen
 * (at its top: a landing that did not scroll, like the skip link's, leaves it so), and with smooth
 * scrolling on, as a visitor has it.
 *
 * The same load at each width shows the page keeps its height while it is read: bands not yet drawn
 * take their measured heights (scripts/build/band-sizes.ts), so the height as loaded and after a scroll
 * to the end differ by under 1 %, and the scrollbar's thumb never jumps. A load at each width: a band
 * drawn at one width and then resized keeps the height it was drawn at until drawn again. Past the
 * widest layout nothing changes size (the built-file tests hold every band to it), so no wider width
 * adds a layout to check; the widths between take heights measured at widths of their own, by the
 * same measure the two checked here prove (scripts/build/band-sizes.ts). Routes one template draws follow their links and keep their height at the
 * phone's width, where their own text wraps the most: the scroll at each layout is the template's,
 * proven on its first route.
 */
const LANDING_WIDTHS = [390, WIDEST_LAYOUT_PX] as const;
/**
 * An arrival by address is a load of its own; the links followed at every width prove the scroll
 * at each layout, so arrivals are checked at one width, the phone's, where text wraps the most.
 */
const ARRIVAL_WIDTH = 390;
/**
 * A page's links of one kind work alike (the privacy notice's thirteen contents entries): this many
 * of them, spread from the first to the last, keep its test within bounds on two cores.
 */
const LINKS_PER_PAGE = 2;
/** How far from its place a target may land, in px. */
const LANDING_TOLERANCE = 3;
/**
 * How much a page's height may change between its load and the end of a scroll through it. A band's
 * estimate is the mean of its heights in both faces (`scripts/build/band-sizes.ts`), and the faces set a
 * page's text up to 2 % apart: a page drawn in either face keeps within half of that.
 */
const MAX_HEIGHT_CHANGE = 0.015;

function landingProblem(
  where: string,
  id: string,
  result: { top: number; expected: number } | null,
) {
  if (!result) return [`${where}: no element #${id}`];
  if (Math.abs(result.top - result.expected) <= LANDING_TOLERANCE) return [];
  return [`${where}: #${id} top at ${result.top} px, expected ${result.expected} px`];
}

/** At most `count` of the items, the first and the last among them, evenly spaced. */
function spread<T>(items: readonly T[], count: number) {
  if (items.length <= count) return [...items];
  return Array.from(
    { length: count },
    (_, index) => items[Math.round((index * (items.length - 1)) / (count - 1))]!,
  );
}

/** Follows the link on the page. */
async function followLink(page: Page, link: FragmentLink) {
  const anchor = page.locator(`a[href="${link.href}"]`).first();
  if (link.visuallyHidden) {
    // A skip link shows when focused, as a keyboard reaches it.
    await anchor.focus();
    await page.keyboard.press("Enter");
  } else {
    await anchor.click();
  }
  await expect(page).toHaveURL(new RegExp(`${link.path === "/" ? "/" : link.path}#${link.id}$`));
}

/** Whether the page is still at its top, as loaded: the next link can be followed on it. */
const atTop = (page: Page) => page.evaluate(() => window.scrollY === 0);

/**
 * Every landing at the current width, and the page's height, on as few loads as keep each link's
 * page as loaded: the route's own links first, on the load that found them while it stays at its
 * top; then the height, scrolling through the page; then the links to other pages (their page is
 * a fresh load whatever this one's state), and at ARRIVAL_WIDTH each own target by its address,
 * from another page.
 */
async function landingProblems(page: Page, route: string, width: number) {
  const where = `${route} at ${width} px`;
  await page.goto(route);
  const heightAsLoaded = await page.evaluate(heightAtTop);
  const found = spread(await page.evaluate(fragmentLinks), LINKS_PER_PAGE);
  if (found.length === 0) return [`${where}: no links to an element`];
  const path = new URL(page.url()).pathname;
  const own = found.filter((link) => link.path === path);
  const problems: string[] = [];
  const follow = async (link: FragmentLink) => {
    await followLink(page, link);
    problems.push(
      ...landingProblem(`${where}, link "${link.href}"`, link.id, await landed(page, link.id)),
    );
  };
  /** The route's own links on the page as it is, while it stays at its top. */
  const followOwn = async () => {
    while (own.length > 0) {
      await follow(own.shift()!);
      if (!(await atTop(page))) return;
    }
  };
  const targets = new Set(width === ARRIVAL_WIDTH ? own.map((link) => link.id) : []);

  await followOwn();
  const heightAtEnd = await page.evaluate(heightAfterScrollToEnd);
  if (Math.abs(heightAtEnd - heightAsLoaded) / heightAsLoaded >= MAX_HEIGHT_CHANGE)
    problems.push(`${where}: ${heightAsLoaded} px tall as loaded, ${heightAtEnd} px at the end`);
  for (const link of found.filter((link) => link.path !== path)) {
    if (new URL(page.url()).pathname !== path) await page.goto(route);
    await follow(link);
  }
  // On /verify too, which reads a fragment as a certificate (`/verify#<bundle>`) unless it names a
  // place.
  for (const id of targets) {
    await page.goto("about:blank");
    await page.goto(`${route}#${id}`);
    problems.push(...landingProblem(`${where}, arrival at #${id}`, id, await landed(page, id)));
    if (await atTop(page)) await followOwn();
  }
  while (own.length > 0) {
    await page.goto(route);
    await followOwn();
  }
  return problems;
}

test.describe("in-page links, fragment arrivals and the page's height", () => {
  test.use({ reducedMotion: "no-preference" });
  for (const route of routes) {
    const landingWidths = sameTemplateAs.has(route) ? [ARRIVAL_WIDTH] : LANDING_WIDTHS;
    test(`${route} at ${landingWidths.join(", ")} px: every link to an element lands it below the header (arrivals at ${ARRIVAL_WIDTH} px), and the page keeps its height from load to its end`, async ({
      page,
    }) => {
      // Every load in one face, whatever the machine's speed: the one a visit's first page paints in.
      await withoutBrandFont(page);
      const problems: string[] = [];
      for (const width of landingWidths) {
        await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
        problems.push(...(await landingProblems(page, route, width)));
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});
