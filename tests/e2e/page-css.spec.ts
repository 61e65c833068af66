import type { Page } from "@playwright/test";
import { certificateBundle } from "../../app/content/certificate.ts";
import { bundleJson } from "../../app/lib/certificate-bundle.ts";
import { siteStylesheet } from "../../scripts/page-css.ts";
import { chooseBillingPeriod, expect, routes, test, withoutBrandFont } from "./fixtures.ts";

/**
 * Each page inlines only the CSS its markup and its islands use (scripts/page-css.ts). Here every
 * element of a page, and its ::before and ::after, is styled by the page's own stylesheet and then
 * by the site's whole one, and the two must agree on every property: on every route at a phone's
 * width in the light theme and a desktop's in the dark, and in the states islands reach at run time.
 */
let wholeStylesheet = "";
test.beforeAll(async () => {
  wholeStylesheet = await siteStylesheet();
});
test.use({ reducedMotion: "reduce", colorScheme: "light" });
// Swapping the stylesheet lays the page out again, in the brand face if it has arrived by then even
// where the first layout missed it: both snapshots are taken in the fallback face. The brand font's
// arrival is tested on its own in font.spec.ts.
test.beforeEach(({ page }) => withoutBrandFont(page));

/** Where the page's own stylesheet and the whole one style an element differently, at most ten. */
function differences(page: Page) {
  return page.evaluate((whole) => {
    const sheet = [...document.querySelectorAll("style")].find((style) =>
      style.textContent?.startsWith("/*! tailwindcss"),
    );
    if (!sheet) return ["the page has no inline stylesheet"];
    const elements = [...document.querySelectorAll("*")];
    const snapshot = () =>
      elements.flatMap((element) =>
        [null, "::before", "::after"].map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          if (pseudo && style.content === "none") return "";
          const values: string[] = [];
          // Custom properties are left out: the whole sheet declares defaults for utilities the
          // page never uses, which style nothing.
          for (const property of style) {
            if (!property.startsWith("--"))
              values.push(`${property}: ${style.getPropertyValue(property)}`);
          }
          return values.join("\n");
        }),
      );
    const own = snapshot();
    const pageSheet = sheet.textContent;
    sheet.textContent = whole;
    const full = snapshot();
    sheet.textContent = pageSheet;
    const found: string[] = [];
    own.forEach((values, index) => {
      if (values === full[index] || found.length >= 10) return;
      const element = elements[Math.floor(index / 3)]!;
      const pseudo = ["", "::before", "::after"][index % 3];
      const theirs = new Set(full[index]!.split("\n"));
      const changed = values.split("\n").filter((value) => !theirs.has(value));
      found.push(
        `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">${pseudo}: ${changed.slice(0, 3).join("; ")}`,
      );
    });
    return found;
  }, wholeStylesheet);
}

for (const route of routes) {
  test(`${route} is styled by its own stylesheet as by the whole one`, async ({ page }) => {
    // Four snapshots of every computed property of every element: the home page's take a while.
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route);
    expect(await differences(page), "390 px, light").toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await differences(page), "1280 px, dark").toEqual([]);
  });
}

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
