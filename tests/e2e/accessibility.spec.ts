import { expect, expectAccessible, gotoHydrated, routes, test, viewports } from "./fixtures.ts";

for (const colorScheme of ["light", "dark"] as const) {
  for (const [name, viewport] of Object.entries(viewports)) {
    test.describe(`${colorScheme} theme, ${name}`, () => {
      test.use({ colorScheme, viewport });
      for (const route of routes) {
        test(`axe finds no violations on ${route}`, async ({ page }) => {
          await gotoHydrated(page, route);
          await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
          await expectAccessible(page);
        });
      }
    });
  }
}
