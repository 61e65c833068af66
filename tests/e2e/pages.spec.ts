import type { Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, routes, test } from "./fixtures.ts";
import { findProblems } from "./layout-checks.ts";

/**
 * Every route at three widths, in both themes, with the header's menu closed and open (the Products
 * drop-down from the md breakpoint, the mobile menu below it): one page load runs the layout checks
 * and the axe scans, so each (route, width) costs one load instead of one per suite. Axe scans the
 * light theme as loaded, with motion allowed, and the dark one under reduced motion, so both motion
 * variants are covered; the layout is measured under reduced motion, so nothing is mid-animation.
 * Every problem is collected and reported together, each line naming width, theme, menu state and check.
 */
const widths = [390, 768, 1280] as const;
/** Tailwind's md breakpoint, where the desktop navigation replaces the mobile menu. */
const DESKTOP_MIN_WIDTH = 768;

/** Waits for fonts, finite animations, and for the open menu's box to stop changing size. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const size = () => {
      const menu = document.querySelector(
        "[data-slot=navigation-menu-viewport], #mobile-menu:not([hidden])",
      );
      const rect = menu?.getBoundingClientRect();
      return rect ? `${rect.width}x${rect.height}` : "";
    };
    let last = size();
    for (let stable = 0, frames = 0; stable < 10 && frames < 120; frames++) {
      await frame();
      const next = size();
      stable = next === last ? stable + 1 : 0;
      last = next;
    }
    // Infinite animations (a blinking cursor) never finish; wait only for the ones that end.
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => {})));
  });
}

/** Switches the theme as a visitor's system setting would, and checks the site followed it. */
async function useTheme(page: Page, colorScheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme });
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
  await settle(page);
}

async function layoutProblems(page: Page, where: string) {
  return (await page.evaluate(findProblems)).map(
    (problem) => `${where}: layout: ${problem.check}: ${problem.element}: ${problem.detail}`,
  );
}

async function axeProblems(page: Page, where: string) {
  return (await axeViolations(page)).map((violation) => `${where}: axe: ${violation}`);
}

async function openMenu(page: Page, width: number) {
  if (width < DESKTOP_MIN_WIDTH) {
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    return "with the menu open";
  }
  // Radix also opens on hover after a delay; on a busy machine that timer can race the click, so
  // click again only while the menu is still closed.
  const open = page.locator("[data-slot=navigation-menu-viewport][data-state=open]");
  await expect(async () => {
    if (!(await open.isVisible())) await page.getByRole("button", { name: "Products" }).click();
    await expect(open).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return "with Products open";
}

test.use({ colorScheme: "light", reducedMotion: "no-preference" });
// Six checked states and two scans per test; give them room on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

for (const width of widths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of routes) {
      test(`${route} at ${width} px: layout and axe, menu closed and open, in both themes`, async ({
        page,
      }) => {
        const at = `${route} at ${width} px`;
        await gotoHydrated(page, route);
        await expect(page.locator("html")).toHaveClass(/\blight\b/);
        const problems = await axeProblems(page, `${at}, light`);

        await page.emulateMedia({ reducedMotion: "reduce" });
        await settle(page);
        problems.push(...(await layoutProblems(page, `${at}, light`)));
        await useTheme(page, "dark");
        problems.push(...(await layoutProblems(page, `${at}, dark`)));
        problems.push(...(await axeProblems(page, `${at}, dark`)));

        const menu = await openMenu(page, width);
        await settle(page);
        problems.push(...(await layoutProblems(page, `${at} ${menu}, dark`)));
        await useTheme(page, "light");
        problems.push(...(await layoutProblems(page, `${at} ${menu}, light`)));

        expect(problems, problems.join("\n")).toEqual([]);
      });
    }
  });
}
