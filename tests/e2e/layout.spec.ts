import type { Page } from "@playwright/test";
import { expect, gotoHydrated, routes, test } from "./fixtures.ts";
import { findProblems } from "./layout-checks.ts";

/**
 * Layout checks for every route at three widths, in both themes, with the page as loaded and with the
 * header's menu open (the Products drop-down from the md breakpoint, the mobile menu below it). One page
 * load per route and width: the themes are switched by the root class, and each state is checked in one
 * page.evaluate. Reduced motion is emulated so nothing is mid-animation when measured.
 */
const widths = [390, 768, 1280] as const;
const themes = ["light", "dark"] as const;
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

/** Checks the current state in both themes; returns one line per problem, naming where it was found. */
async function checkBothThemes(page: Page, where: string) {
  const lines: string[] = [];
  for (const theme of themes) {
    await page.evaluate((name) => {
      const root = document.documentElement;
      root.classList.remove("light", "dark");
      root.classList.add(name);
      root.style.colorScheme = name;
    }, theme);
    await settle(page);
    for (const problem of await page.evaluate(findProblems)) {
      lines.push(`${where}, ${theme}: ${problem.check}: ${problem.element}: ${problem.detail}`);
    }
  }
  return lines;
}

test.use({ reducedMotion: "reduce" });
// Four checked states per test; give them room on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

for (const width of widths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of routes) {
      test(`layout of ${route} at ${width} px, with the menu closed and open, in both themes`, async ({
        page,
      }) => {
        await gotoHydrated(page, route);
        const problems = await checkBothThemes(page, `${route} at ${width} px`);

        if (width >= DESKTOP_MIN_WIDTH) {
          // Radix also opens on hover after a delay; on a busy machine that timer can race the
          // click, so click again only while the menu is still closed.
          const openMenu = page.locator("[data-slot=navigation-menu-viewport][data-state=open]");
          await expect(async () => {
            if (!(await openMenu.isVisible())) {
              await page.getByRole("button", { name: "Products" }).click();
            }
            await expect(openMenu).toBeVisible({ timeout: 2_000 });
          }).toPass({ timeout: 15_000 });
          problems.push(
            ...(await checkBothThemes(page, `${route} at ${width} px with Products open`)),
          );
        } else {
          await page.getByRole("button", { name: "Menu" }).click();
          await expect(page.locator("#mobile-menu")).toBeVisible();
          problems.push(
            ...(await checkBothThemes(page, `${route} at ${width} px with the menu open`)),
          );
        }

        expect(problems, problems.join("\n")).toEqual([]);
      });
    }
  });
}
