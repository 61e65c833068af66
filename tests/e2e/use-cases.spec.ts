import { controlsCopy } from "../../app/content/controls.ts";
import { consultation } from "../../app/content/use-cases/consultation.ts";
import { escalation } from "../../app/content/use-cases/escalation.ts";
import { useCases, useCasesIndex } from "../../app/content/use-cases/index.ts";
import { validation } from "../../app/content/use-cases/validation.ts";
import { taskPathStages } from "../../app/content/use-cases/types.ts";
import type { Page } from "@playwright/test";
import { asShown, expect, resize, test, viewports } from "./fixtures.ts";

type UseCase = (typeof useCases)[number];

/** The use case's screen opens its page under the heading, in view and loaded at once. */
async function opensOnItsScreen(page: Page, useCase: UseCase, viewport: { width: number }) {
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
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
}

/** The five capability cards fill their rows with no hole, at the width the page has now. */
async function capabilitiesFillTheirRows(page: Page) {
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
}

/** One task's path reads trigger, person, decision, attestation: across a desktop, then down a phone. */
async function taskPathReads(page: Page, useCase: UseCase) {
  const steps = page.getByRole("main").locator('[data-slot="step"]');
  for (const [index, step] of useCase.workflow.steps.entries()) {
    const item = steps.nth(index);
    await expect(item.getByText(taskPathStages[index]!, { exact: true })).toBeVisible();
    await expect(item.getByRole("heading", { name: asShown(step.title) })).toBeVisible();
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
}

// Each use case's page in one test: loaded on a phone, then resized to a desktop, every former
// test's check a step on that load, and last the links that leave it. The home page the back link
// reaches animates its hero: motion is not what these tests read.
test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const useCase of useCases) {
    const { path, name, tagline: heading } = useCase;
    test(`${name}: has an overview, four workflow steps, five capabilities and labelled sample panels`, async ({
      page,
    }) => {
      await page.setViewportSize(viewports.phone);
      await page.goto(path);
      await test.step("each use case opens on its screen under the heading, in view and loaded at once, on a phone", async () => {
        await opensOnItsScreen(page, useCase, viewports.phone);
      });
      await resize(page, viewports.desktop);
      await test.step("each use case opens on its screen under the heading, in view and loaded at once, on a desktop", async () => {
        await opensOnItsScreen(page, useCase, viewports.desktop);
      });

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(asShown(heading));
      await expect(page.getByText("Overview", { exact: true })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.locator('[data-slot="step"]')).toHaveCount(4);
      // The overview opens the page, under its screen: the workflow follows it.
      const overviewTop = await main.getByText("Overview", { exact: true }).boundingBox();
      const firstStepTop = await main.locator('[data-slot="step"]').first().boundingBox();
      expect(overviewTop!.y).toBeLessThan(firstStepTop!.y);
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

      if (useCase === validation) {
        await test.step("the five capability cards fill their rows with no hole at desktop width", async () => {
          await capabilitiesFillTheirRows(page);
        });
        await test.step("one task's path reads trigger, person, decision, attestation: across a desktop, down a phone", async () => {
          await taskPathReads(page, useCase);
        });
      }

      await test.step("links back to the home page's use cases and on to a demo request", async () => {
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
      await test.step("the back link lands on the home page's use-case section when it exists", async () => {
        // The section is built on the home page; once it is there, the browser scrolls to it.
        const section = page.locator("#use-cases");
        if (await section.count()) await expect(section).toBeInViewport();
      });
    });
  }
});

// The index, then the footer of the page it leads to: the footer is every page's.
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

  await test.step("every page's footer links to the three use cases", async () => {
    const footer = page.getByRole("contentinfo");
    for (const useCase of useCases)
      await expect(footer.getByRole("link", { name: useCase.name, exact: true })).toHaveAttribute(
        "href",
        useCase.path,
      );
    await footer.getByRole("link", { name: consultation.name, exact: true }).click();
    await expect(page).toHaveURL(consultation.path);
  });
});
