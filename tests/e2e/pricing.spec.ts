import { planComparison } from "../../app/content/plan-comparison.ts";
import { plans } from "../../app/content/plans.ts";
import { pricingClose } from "../../app/content/pricing-close.ts";
import { site } from "../../app/content/site.ts";
import type { Page } from "@playwright/test";
import { chooseBillingPeriod, expect, expectAccessible, resize, test } from "./fixtures.ts";

// One load of the page answers every check that reads it or clicks within it; each former test is
// a step.
test("the billing toggle defaults to monthly and shows yearly prices with the savings", async ({
  page,
}) => {
  // Includes an axe scan: give it room on a busy machine.
  test.slow();
  await page.goto("/pricing");
  const monthly = page.getByRole("radio", { name: "Monthly" });
  const yearly = page.getByRole("radio", { name: "Yearly" });
  await expect(page.getByRole("group", { name: "Billing period" })).toBeVisible();
  await expect(monthly).toBeChecked();
  const starter = page.getByRole("article", { name: "Starter" });
  const professional = page.getByRole("article", { name: "Professional" });
  await expect(starter).toContainText("$99/mo");
  await expect(professional).toContainText("$399/mo");
  await expect(professional).toContainText("Recommended");

  // The page has no islands: the key or click lands on the prerendered radios, and the page's own
  // script answers it.
  await test.step("the billing period answers the keyboard before its island has hydrated", async () => {
    // Arrow keys move between the radios, as for any radio group.
    await monthly.focus();
    await page.keyboard.press("ArrowRight");
    await expect(yearly).toBeChecked();
    await expect(starter).toContainText("$990/year");
  });
  await expect(starter).toContainText("Save $198 a year");
  await expect(professional).toContainText("$3,990/year");
  await expect(page.getByRole("article", { name: "Agent Dev" })).toContainText("Free");
  await expect(page.getByRole("article", { name: "Enterprise" })).toContainText("Call");
  await expectAccessible(page);

  await page.getByRole("group", { name: "Billing period" }).getByText("Monthly").click();
  await expect(starter).toContainText("$99/mo");

  await test.step("the billing period answers the pointer before its island has hydrated", async () => {
    await page
      .getByRole("group", { name: "Billing period" })
      .getByText("Yearly", { exact: true })
      .click();
    await expect(yearly).toBeChecked();
    await expect(starter).toContainText("$990/year");
  });

  await test.step("Enterprise is a mailto link to sales", async () => {
    const enterprise = page.getByRole("article", { name: "Enterprise" });
    await expect(enterprise.getByRole("link", { name: "Contact sales" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${site.salesEmail.replace(".", "\\.")}\\?subject=`),
    );
    await expect(enterprise.getByRole("button")).toHaveCount(0);
  });

  await test.step("the page closes with a call to action after the questions", async () => {
    const close = page.getByRole("region", { name: pricingClose.heading });
    await expect(close.getByRole("link", { name: pricingClose.action.label })).toHaveAttribute(
      "href",
      pricingClose.action.href,
    );
    await expect(close.getByRole("link", { name: pricingClose.sales.label })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    const faqBottom = await page
      .getByRole("heading", { name: "Questions buyers ask" })
      .evaluate((heading) => heading.getBoundingClientRect().bottom);
    const closeTop = await close.evaluate((section) => section.getBoundingClientRect().top);
    expect(closeTop).toBeGreaterThan(faqBottom);
  });

  await test.step("the FAQ answers open with the keyboard", async () => {
    const question = page.getByText("What counts as a flow?");
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/one completed run of a human task/)).toBeVisible();
  });
});

// Where each plan button leads: Choose Starter here, Choose Professional in the next test, each
// on the way its test takes; Start free once back on the page.
test("a plan button reads Processing... until it reaches the request-demo page", async ({
  page,
}) => {
  await page.goto("/pricing");
  // Hold the server's answer for the request-demo page so the in-between state can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/request-demo?*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Choose Starter" }).click();
  const processing = page.getByRole("button", { name: "Processing..." });
  await expect(processing).toBeVisible();
  await expect(processing).toBeDisabled();
  await expect(page.getByRole("button", { name: "Start free" })).toBeDisabled();
  release();
  await test.step("Choose Starter goes to /request-demo?plan=starter with the billing period", async () => {
    await expect(page).toHaveURL("/request-demo?plan=starter&billing=monthly");
  });

  // Back on the pricing page, the button reads its name again.
  await page.goBack();
  await expect(page.getByRole("button", { name: "Choose Starter" })).toBeEnabled();

  await test.step("Start free goes to /request-demo?plan=free_org with the billing period", async () => {
    await page.getByRole("button", { name: "Start free" }).click();
    await expect(page).toHaveURL("/request-demo?plan=free_org&billing=monthly");
  });
});

test("a plan button that cannot reach the request-demo page says so and can be tried again", async ({
  page,
}) => {
  await page.goto("/pricing");
  await page.route("**/request-demo?*", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Choose Professional" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Failed to initiate subscription. Please try again.",
  );
  await expect(page).toHaveURL("/pricing");
  await page.unroute("**/request-demo?*");
  await test.step("Choose Professional goes to /request-demo?plan=professional with the billing period", async () => {
    await page.getByRole("button", { name: "Choose Professional" }).click();
    await expect(page).toHaveURL("/request-demo?plan=professional&billing=monthly");
  });
});

/** The comparison's plan-name cells and the site header's bottom edge, as the page lays them out now. */
async function comparisonHeader(page: Page) {
  const table = page.getByRole("table", { name: planComparison.heading });
  const names = table.getByRole("row").first().getByRole("columnheader");
  await expect(names).toHaveText(plans.map((plan) => plan.name));
  const boxes = await names.evaluateAll((cells) =>
    cells.map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect),
  );
  const headerBottom = await page
    .getByRole("banner")
    .evaluate((header) => header.getBoundingClientRect().bottom);
  return { table, boxes, headerBottom };
}

/** Scrolls the window so the comparison's middle is at the top of the viewport. */
async function scrollToComparisonMiddle(page: Page) {
  const table = page.getByRole("table", { name: planComparison.heading });
  await table.evaluate((element) => {
    const box = element.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + box.top + box.height / 2, behavior: "instant" });
  });
  return table;
}

// The desktop layouts on one load, resized: the narrowest (1024 px, where the cards and the
// comparison are tightest) and the widest (1280 px).
test("the Recommended plan is above the fold at 1024 px", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto("/pricing");
  const professional = page.getByRole("article", { name: "Professional" });
  await expect(professional).toContainText("Recommended");
  await expect(professional.getByText("$399")).toBeInViewport();

  for (const width of [1024, 1280]) {
    await test.step(`at ${width} px the comparison's plan columns are one width`, async () => {
      await resize(page, { width, height: 800 });
      const { boxes } = await comparisonHeader(page);
      const widths = boxes.map((box) => box.width);
      expect(Math.max(...widths) - Math.min(...widths), widths.join(", ")).toBeLessThanOrEqual(1);
    });
  }

  await test.step("at 1280 px the plan names stay in view under the site header while the comparison scrolls", async () => {
    await stickyPlanNames(page);
  });

  await test.step("the cards of a row line up their prices, savings and lists, whatever their descriptions", async () => {
    await resize(page, { width: 1280, height: 900 });
    await chooseBillingPeriod(page, "Yearly");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(4);
    const tops = async (selector: string) =>
      cards.evaluateAll(
        (articles, inner) =>
          articles.map((article) =>
            Math.round(article.querySelector(inner)!.getBoundingClientRect().top),
          ),
        selector,
      );
    for (const part of ["[data-slot=plan-price]", "ul", "button, a"]) {
      const values = await tops(part);
      expect(new Set(values).size, `${part} tops ${values.join(", ")}`).toBe(1);
    }
  });
});

/** Scrolls the comparison's middle to the top, and requires its plan names just under the site header. */
async function stickyPlanNames(page: Page) {
  const table = await scrollToComparisonMiddle(page);
  const { boxes, headerBottom } = await comparisonHeader(page);
  // The table's top has gone under the site header; its plan names sit just below it.
  expect(await table.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(0);
  for (const box of boxes) {
    expect(box.top).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(box.top).toBeLessThanOrEqual(headerBottom + 1);
  }
}

test("a phone reads the plan comparison under one row of plan names, without scrolling sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pricing");
  const { table } = await comparisonHeader(page);
  // Still a table for a screen reader: each feature is a row header, each value a cell.
  const [row] = planComparison.groups[0]!.rows;
  const tableRow = table.getByRole("row", { name: row!.label });
  await expect(tableRow.getByRole("rowheader")).toHaveText(row!.label);
  await expect(tableRow.getByRole("cell")).toHaveText(
    plans.map((plan) => String(row!.values[plan.id])),
  );
  // Each value sits under its plan's name, below the feature's name.
  const layout = () =>
    table.evaluate((element) => {
      const [head, , first] = element.querySelectorAll("tr");
      const box = (cell: Element) => cell.getBoundingClientRect();
      const label = box(first!.querySelector("th")!);
      return [...first!.querySelectorAll("td")].map((cell, index) => ({
        offset: Math.round(box(cell).x - box(head!.querySelectorAll("th")[index]!).x),
        below: box(cell).top >= label.bottom,
      }));
    });
  await expect.poll(layout).toEqual(plans.map(() => ({ offset: 0, below: true })));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  await test.step("at 390 px the plan names stay in view under the site header while the comparison scrolls", async () => {
    await stickyPlanNames(page);
  });
});
