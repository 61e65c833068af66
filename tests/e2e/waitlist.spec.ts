import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { waitlistFields, waitlistMessages, waitlistToasts } from "../../app/content/waitlist.ts";
import { WAITLIST_PATH } from "../../app/lib/config.ts";
import { MIN_FILL_MS } from "../../server/waitlist/spam.ts";
import { expect, expectAccessible, gotoHydrated, scriptRequests, test } from "./fixtures.ts";

async function fillForm(page: Page, email: string) {
  await page.getByLabel(waitlistFields.firstName.label).fill("Ada");
  await page.getByLabel(waitlistFields.lastName.label).fill("Lovelace");
  await page.getByLabel(waitlistFields.email.label).fill(email);
  await page.getByLabel(waitlistFields.company.label).fill("Analytical Engines");
  await page.getByLabel(waitlistFields.jobTitle.label).fill("Head of Compliance");
  // Keyboard only: focus the first topic and press Space.
  await page.getByRole("checkbox", { name: "Trust" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: "Trust" })).toBeChecked();
}

function storedLead(email: string) {
  const db = new Database(process.env.E2E_DATABASE_PATH!, { readonly: true });
  try {
    return db
      .prepare("SELECT first_name, topics, plan, spam_reason FROM leads WHERE email = ?")
      .get(email);
  } finally {
    db.close();
  }
}

test("a visitor submits the form through the real server and the lead is stored", async ({
  page,
}) => {
  const email = `ada+${Date.now()}@analytical.example`;
  await page.clock.install();
  await gotoHydrated(page, "/request-demo?plan=professional");
  await expect(page.locator('[data-slot="plan-notice"]')).toContainText("Professional");
  await expect(page.locator('[data-slot="plan-notice"]')).toContainText("$399/mo");
  await fillForm(page, email);
  // A person takes longer than the receiver's minimum fill time (faster submissions count as
  // bots): move the page's clock past it instead of waiting it out.
  await page.clock.fastForward(MIN_FILL_MS);
  await page.getByRole("button", { name: "Submit" }).click();

  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts).toContainText(waitlistToasts.success.title);
  await expect(toasts).toContainText(waitlistToasts.success.description);
  await expect(page.getByLabel(waitlistFields.firstName.label)).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: "Trust" })).not.toBeChecked();
  expect(storedLead(email)).toEqual({
    first_name: "Ada",
    topics: JSON.stringify(["Trust"]),
    plan: "professional",
    spam_reason: null,
  });
});

test("a failed submit shows every message, focuses the first field and stays accessible", async ({
  page,
}) => {
  await gotoHydrated(page, "/request-demo?plan=platinum");
  await expect(page.locator('[data-slot="plan-notice"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(waitlistMessages.topics)).toBeVisible();
  await expect(page.getByLabel(waitlistFields.firstName.label)).toBeFocused();
  await expect(page.getByLabel(waitlistFields.firstName.label)).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectAccessible(page);
  await page.getByLabel(waitlistFields.firstName.label).fill("Ada");
  await expect(page.getByText(waitlistMessages.firstName)).toHaveCount(0);
});

for (const [name, handle, expected] of [
  ["a non-ok answer", { status: 500 }, waitlistToasts.rejected],
  ["a network failure", "abort", waitlistToasts.network],
] as const) {
  test(`${name} shows the destructive toast and keeps the form`, async ({ page }) => {
    let requests = 0;
    await page.route(`**${WAITLIST_PATH}`, (route) => {
      requests++;
      return handle === "abort" ? route.abort("failed") : route.fulfill(handle);
    });
    await gotoHydrated(page, "/request-demo");
    await fillForm(page, "ada@analytical.example");
    await page.getByRole("button", { name: "Submit" }).dblclick();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText(expected.title);
    await expect(toast).toContainText(expected.description);
    await expect(toast).toHaveAttribute("data-type", "error");
    await expect(page.getByLabel(waitlistFields.firstName.label)).toHaveValue("Ada");
    await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
    expect(requests).toBe(1);
  });
}

test("the home page loads none of the form's code", async ({ page }) => {
  const scripts = scriptRequests(page);
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((path) => path.includes("request-demo"))).toEqual([]);
});

test("the request-demo page loads no script until a visitor reaches for the form", async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await gotoHydrated(page, "/request-demo");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  await page.getByLabel(waitlistFields.firstName.label).focus();
  await expect
    .poll(() => scripts.filter((path) => /\/request-demo-form-[\w-]+\.js$/.test(path)))
    .toHaveLength(1);
});
