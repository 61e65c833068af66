import { controlsCopy } from "../../app/content/controls.ts";
import { consultation } from "../../app/content/use-cases/consultation.ts";
import { escalation } from "../../app/content/use-cases/escalation.ts";
import { useCases, useCasesIndex } from "../../app/content/use-cases/index.ts";
import { validation } from "../../app/content/use-cases/validation.ts";
import { taskPathStages } from "../../app/content/use-cases/types.ts";
import { expect, test, viewports } from "./fixtures.ts";

for (const { path, name, tagline: heading } of useCases) {
  test.describe(name, () => {
    test("has an overview, four workflow steps, five capabilities and labelled sample panels", async ({
      page,
    }) => {
      await page.goto(path);
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
      // Said once, above both panels.
      await expect(samples.getByText("Sample data", { exact: true })).toHaveCount(1);
      await expect(panels.nth(0)).toContainText("87%");
      await expect(panels.nth(0)).toContainText("Passed");
      await expect(panels.nth(1)).toContainText("45%");
      await expect(panels.nth(1)).toContainText("Routed to a human expert");
    });

    test("links back to the home page's use cases and on to a demo request", async ({ page }) => {
      await page.goto(path);
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

test("each use case opens on its screen under the heading, in view and loaded at once, on a phone and a desktop", async ({
  page,
}) => {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    for (const useCase of useCases) {
      await page.goto(useCase.path);
      const main = page.getByRole("main");
      const screen = main.getByRole("button", {
        name: controlsCopy.lightbox.enlarge.replace("{alt}", useCase.image.alt),
      });
      await expect(screen).toBeInViewport();
      const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      const workflow = (await main
        .getByRole("heading", { name: useCase.workflow.intro.heading })
        .boundingBox())!;
      const box = (await screen.boundingBox())!;
      expect(box.y).toBeGreaterThan(heading.y + heading.height);
      expect(box.y + box.height).toBeLessThan(workflow.y);
      // The caption ends the hero; the workflow opens a section's space below it, as on the
      // product pages, not tucked under the caption.
      const figure = (await main.locator("figure").first().boundingBox())!;
      const eyebrow = (await main
        .getByText(useCase.workflow.intro.eyebrow!, { exact: true })
        .boundingBox())!;
      expect(eyebrow.y - (figure.y + figure.height)).toBeGreaterThanOrEqual(
        viewport.width < 768 ? 48 : 64,
      );
      // The theme's image is the page's largest paint: fetched at once, not when scrolled to.
      const shown = screen.locator("img:visible");
      await expect(shown).toHaveAttribute("loading", "eager");
      await expect
        .poll(() =>
          shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0);
    }
  }
});

test("the back link lands on the home page's use-case section when it exists", async ({ page }) => {
  await page.goto("/use-cases/escalation");
  await page.getByRole("link", { name: "Back to Use Cases" }).first().click();
  await expect(page).toHaveURL("/#use-cases");
  // The section is built on the home page; once it is there, the browser scrolls to it.
  const section = page.locator("#use-cases");
  if (await section.count()) await expect(section).toBeInViewport();
});

test("the five capability cards fill their rows with no hole at desktop width", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/use-cases/validation");
  const cards = page.locator('[data-slot="feature-card"]');
  const grid = (await cards.first().locator("..").boundingBox())!;
  const boxes = await cards.evaluateAll((els) =>
    els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
  );
  const rows = new Map<number, DOMRect[]>();
  for (const box of boxes)
    rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
  expect([...rows.values()].map((row) => row.length)).toEqual([2, 3]);
  for (const row of rows.values()) {
    expect(Math.min(...row.map((box) => box.left))).toBeCloseTo(grid.x, 0);
    expect(Math.max(...row.map((box) => box.right))).toBeCloseTo(grid.x + grid.width, 0);
  }
});

test("one task's path reads trigger, person, decision, attestation: across a desktop, down a phone", async ({
  page,
}) => {
  const useCase = validation;
  await page.setViewportSize(viewports.desktop);
  await page.goto(useCase.path);
  const steps = page.getByRole("main").locator('[data-slot="step"]');
  for (const [index, step] of useCase.workflow.steps.entries()) {
    const item = steps.nth(index);
    await expect(item.getByText(taskPathStages[index]!, { exact: true })).toBeVisible();
    await expect(item.getByRole("heading", { name: step.title })).toBeVisible();
    await expect(item.getByText(step.example, { exact: true })).toBeVisible();
  }
  const boxes = () =>
    steps.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  const desktop = await boxes();
  expect(new Set(desktop.map((box) => Math.round(box.top))).size, "one row").toBe(1);
  expect(desktop.map((box) => box.left)).toEqual(
    [...desktop.map((box) => box.left)].sort((a, b) => a - b),
  );

  await page.setViewportSize(viewports.phone);
  await expect
    .poll(async () => new Set((await boxes()).map((box) => Math.round(box.left))).size)
    .toBe(1);
  const phone = await boxes();
  for (const [index, box] of phone.slice(1).entries())
    expect(box.top).toBeGreaterThanOrEqual(phone[index]!.bottom);
});

test("/use-cases lists every use case, each leading to its page", async ({ page }) => {
  await page.goto("/use-cases");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(useCasesIndex.heading);
  const main = page.getByRole("main");
  for (const useCase of useCases) {
    await expect(main.getByRole("heading", { name: useCase.overview.heading })).toBeVisible();
    await expect(main.getByRole("link", { name: useCase.link.label })).toHaveAttribute(
      "href",
      useCase.path,
    );
  }
  await main.getByRole("link", { name: escalation.link.label }).click();
  await expect(page).toHaveURL(escalation.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(escalation.tagline);
});

test("every page's footer links to the three use cases", async ({ page }) => {
  await page.goto("/pricing");
  const footer = page.getByRole("contentinfo");
  for (const useCase of useCases)
    await expect(footer.getByRole("link", { name: useCase.name, exact: true })).toHaveAttribute(
      "href",
      useCase.path,
    );
  await footer.getByRole("link", { name: consultation.name, exact: true }).click();
  await expect(page).toHaveURL(consultation.path);
});
