import { expect, expectAccessible, gotoHydrated, routes, test, viewports } from "./fixtures.ts";

// Every route at both widths, in the light theme and then, on the same page, the dark one (with
// reduced motion, so colour transitions have settled and the reduced-motion variants are covered).
for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`${name} width`, () => {
    test.use({ viewport, colorScheme: "light" });
    for (const route of routes) {
      test(`axe finds no violations on ${route} in light and dark`, async ({ page }) => {
        await gotoHydrated(page, route);
        await expect(page.locator("html")).toHaveClass(/\blight\b/);
        await expectAccessible(page);
        await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
        await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        await expectAccessible(page);
      });
    }
  });
}
