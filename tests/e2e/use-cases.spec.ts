import { expect, gotoHydrated, test } from "./fixtures.ts";

const useCases = [
  { path: "/use-cases/validation", heading: "Validation" },
  { path: "/use-cases/escalation", heading: "Escalation" },
  { path: "/use-cases/consultation", heading: "Consultation" },
];

for (const { path, heading } of useCases) {
  test.describe(heading, () => {
    test("has an overview, four workflow steps, five capabilities and labelled sample panels", async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByText("Overview", { exact: true })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.locator('[data-slot="step"]')).toHaveCount(4);
      await expect(main.locator('[data-slot="feature-card"]')).toHaveCount(5);

      const samples = page.getByRole("region", { name: /./ }).filter({
        has: page.locator('[data-slot="demo-decision"]'),
      });
      const panels = samples.getByRole("article");
      await expect(panels).toHaveCount(2);
      for (const panel of await panels.all()) await expect(panel).toContainText("Sample data");
      await expect(panels.nth(0)).toContainText("87%");
      await expect(panels.nth(0)).toContainText("Passed");
      await expect(panels.nth(1)).toContainText("45%");
      await expect(panels.nth(1)).toContainText("Routed to a human expert");
    });

    test("links back to the home page's use cases and on to a demo request", async ({ page }) => {
      await gotoHydrated(page, path);
      const main = page.getByRole("main");
      const back = main.getByRole("link", { name: "Back to Use Cases" });
      await expect(back).toHaveCount(2);
      for (const link of await back.all())
        await expect(link).toHaveAttribute("href", "/#use-cases");
      const demo = main.getByRole("link", { name: "Request a Demo" });
      for (const link of await demo.all())
        await expect(link).toHaveAttribute("href", "/request-demo");

      await demo.first().click();
      await expect(page).toHaveURL("/request-demo");
      await page.goBack();
      await expect(page).toHaveURL(path);

      await main.getByRole("link", { name: "Back to Use Cases" }).first().click();
      await expect(page).toHaveURL("/#use-cases");
    });
  });
}

test("the back link lands on the home page's use-case section when it exists", async ({ page }) => {
  await gotoHydrated(page, "/use-cases/escalation");
  await page.getByRole("link", { name: "Back to Use Cases" }).first().click();
  await expect(page).toHaveURL("/#use-cases");
  // The section is built on the home page; once it is there, the browser scrolls to it.
  const section = page.locator("#use-cases");
  if (await section.count()) await expect(section).toBeInViewport();
});
