import type { Page } from "@playwright/test";
import { certificateBundle } from "../../app/content/certificate.ts";
import { bundleJson } from "../../app/lib/certificate-bundle.ts";
import { chooseBillingPeriod, expect, test, withoutBrandFont } from "./fixtures.ts";
import { stylesheetDifferences as differences } from "./stylesheet-differences.ts";

/**
 * Each page's own stylesheet styles it as the whole one would in the states islands and controls
 * reach at run time; every route as it loads is checked in pages.spec.ts, on its one page load.
 */
test.use({ reducedMotion: "reduce", colorScheme: "light" });
// Swapping the stylesheet lays the page out again, in the brand face if it has arrived by then even
// where the first layout missed it: both snapshots are taken in the fallback face. The brand font's
// arrival is tested on its own in font.spec.ts.
test.beforeEach(({ page }) => withoutBrandFont(page));

/** Opens the page's first image in the zoom dialog. */
async function openFirstImage(page: Page) {
  await page
    .getByRole("button", { name: /^Enlarge image/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

test.describe("in the states islands reach", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the home page's lightbox", async ({ page }) => {
    await page.goto("/");
    await openFirstImage(page);
    expect(await differences(page)).toEqual([]);
  });

  test("the about page in Awesome Mode, a portrait open", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("switch", { name: "Awesome Mode" }).click();
    await openFirstImage(page);
    expect(await differences(page)).toEqual([]);
  });

  test("yearly prices", async ({ page }) => {
    await page.goto("/pricing");
    await chooseBillingPeriod(page, "Yearly");
    expect(await differences(page)).toEqual([]);
  });

  test("the demo request's messages after a failed submit", async ({ page }) => {
    await page.goto("/request-demo");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await differences(page)).toEqual([]);
  });

  test("the sample's verdict once this browser's check agrees", async ({ page }) => {
    await page.goto("/verify/demo");
    // Its script marks the island through `dataset`, a name the page's markup never writes.
    await expect(page.locator('[data-island="certificate"]')).toHaveAttribute(
      "data-checked-in-browser",
    );
    expect(await differences(page)).toEqual([]);
  });

  test("the verifier's verdicts, valid and invalid", async ({ page }) => {
    await page.goto("/verify");
    await page.getByRole("button", { name: "Try the sample certificate" }).click();
    const verdict = page.getByRole("status").filter({ hasText: /^Signature/ });
    await expect(verdict).toContainText("Signature valid");
    expect(await differences(page), "valid").toEqual([]);
    const tampered = {
      ...certificateBundle,
      fields: { ...certificateBundle.fields, humanInvolvement: "Changed after signing" },
    };
    await page.getByLabel("Certificate (JSON)").fill(bundleJson(tampered));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(verdict).toHaveText("Signature invalid");
    expect(await differences(page), "invalid").toEqual([]);
  });
});
