import type { Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { waitlistMessages } from "../../app/content/waitlist.ts";
import { expect, holdIslands, islandHydrated, scriptRequests, test } from "./fixtures.ts";

/**
 * A visitor's first touch on every kind of control, on the part of it a finger meets (an icon's
 * svg or path, a label's text, an image), before any React has run: the control answers on that
 * touch, and no console error is written. Pages without islands load no script at all; on pages
 * with islands, their entry is held, so nothing hydrates until the test lets it.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

let consoleErrors: string[];
test.beforeEach(({ page }) => {
  consoleErrors = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
});
test.afterEach(() => {
  expect(consoleErrors, "console errors").toEqual([]);
});

/**
 * A click where a finger lands on `part`, whatever takes the event there (the part or its control),
 * once it is in view: scrolled there at once, since the site scrolls smoothly and a box measured
 * mid-scroll would send the click elsewhere.
 */
async function tapOn(page: Page, part: Locator) {
  await part.evaluate((element) =>
    element.scrollIntoView({ block: "center", behavior: "instant" }),
  );
  const box = (await part.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const SAMPLE = readFileSync("public/verify/fabric-demo-certificate.fabric-cert.json", "utf8");

test.describe("on pages without islands, with no script at all", () => {
  // One load for both of the page's controls: the dialog is closed again before the copy.
  test("a screenshot opens from its icon's path, its svg, its image, and a copy button copies from its icon", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const scripts = scriptRequests(page);
    await page.goto("/products/flows");
    await test.step("a screenshot opens from its icon's path, its svg, its image", async () => {
      const trigger = page.locator("[data-slot=zoomable-image]").first();
      for (const part of ["svg path", "svg", "img >> visible=true"]) {
        await trigger.locator(part).first().click();
        const dialog = page.getByRole("dialog");
        await expect(dialog, part).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
      expect(scripts).toEqual([]);
    });
    await test.step("a copy button copies from its icon", async () => {
      const button = page.getByRole("button", { name: "Copy request" });
      await tapOn(page, button.locator("svg").first());
      await expect(page.getByRole("status").filter({ hasText: "Request copied" })).toBeAttached();
      await expect(button).toHaveAttribute("data-state", "done");
      expect(scripts).toEqual([]);
    });
  });

  test("the portrait switch flips from its thumb, and a portrait opens from its image", async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto("/about");
    const toggle = page.getByRole("switch", { name: "Awesome Mode" });
    await tapOn(page, page.locator("[data-slot=switch] > span"));
    await expect(toggle).toBeChecked();
    await expect(page.locator("[data-slot=leader-card] img:visible").first()).toHaveAttribute(
      "src",
      /-awesome\.svg$/,
    );
    await page.locator("[data-slot=leader-card] img:visible").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(scripts).toEqual([]);
  });

  test("Yearly from its label's text, a plan button from its text, a question from its summary", async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.route("**/request-demo?**", () => new Promise(() => {}));
    await page.goto("/pricing");
    await page.getByText("Yearly", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "Yearly" })).toBeChecked();
    await expect(page.getByText("Save $198 a year")).toBeVisible();
    await expect(page.getByText("$990", { exact: true })).toBeVisible();
    await expect(page.getByText("$99", { exact: true })).toBeHidden();

    const question = page.locator("details").first();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open");

    await page.getByRole("button", { name: "Choose Starter" }).click();
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(scripts).toEqual([]);
  });
});

test.describe("on pages with islands, before they hydrate", () => {
  test("a topic ticks on the click itself, on the box and on its label, and Submit answers at once", async ({
    page,
  }) => {
    const release = await holdIslands(page);
    await page.goto("/request-demo");
    const trust = page.getByRole("checkbox", { name: "Trust" });
    await trust.click();
    await expect(trust).toBeChecked();
    await page.getByText("Fabric Flows", { exact: true }).click();
    await expect(page.getByRole("checkbox", { name: "Fabric Flows" })).toBeChecked();

    const submit = page.getByRole("button", { name: "Submit" });
    await submit.click();
    await expect(submit).toHaveAttribute("data-pending");
    expect(await islandHydrated(page, "waitlist")).toBe(false);

    release();
    await expect(page.getByText(waitlistMessages.firstName)).toBeVisible();
    await expect(trust).toBeChecked();
    await expect(page.getByText(waitlistMessages.topics)).toHaveCount(0);
    await expect(submit).not.toHaveAttribute("data-pending");
  });

  test("the sample's button answers from its icon, and its certificate is verified once hydrated", async ({
    page,
  }) => {
    const release = await holdIslands(page);
    await page.goto("/verify");
    const sample = page.getByRole("button", { name: "Try the sample certificate" });
    await tapOn(page, sample.locator("svg"));
    await expect(sample).toHaveAttribute("data-pending");
    expect(await islandHydrated(page, "verifier")).toBe(false);
    release();
    await expect(page.locator("[data-valid=true]")).toBeVisible();
  });

  test("a file chooser opens on the first click", async ({ page }) => {
    await holdIslands(page);
    await page.goto("/verify");
    const chooser = page.waitForEvent("filechooser");
    await page.getByText("Choose a file").click();
    await (
      await chooser
    ).setFiles({
      name: "sample.fabric-cert.json",
      mimeType: "application/json",
      buffer: Buffer.from(SAMPLE),
    });
    expect(await islandHydrated(page, "verifier")).toBe(false);
  });

  test("Share and Copy answer from their icons; an edit shows the check is under way", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const release = await holdIslands(page);
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true }),
    );
    await page.goto("/verify/demo");
    await tapOn(page, page.getByRole("button", { name: "Share" }).locator("svg"));
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeAttached();
    await tapOn(page, page.getByRole("button", { name: "Copy full hash" }).locator("svg").first());
    await expect(page.getByRole("status").filter({ hasText: "Full hash copied" })).toBeAttached();

    const workflow = page.getByLabel("Workflow");
    await workflow.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" x");
    await expect(workflow).toHaveValue(/ x$/);
    await expect(page.getByText("Verifying in your browser…")).toBeVisible();
    expect(await islandHydrated(page, "certificate")).toBe(false);
    release();
    await expect(page.locator("[data-valid=false]")).toBeVisible();
  });
});

test("the header's menu opens from its icon", async ({ page }) => {
  await page.goto("/");
  await tapOn(page, page.getByRole("button", { name: "Menu" }).locator("svg").first());
  await expect(page.locator("#mobile-menu")).toBeVisible();
});
