import type { Page } from "@playwright/test";
import {
  waitlistConfirmation,
  waitlistFields,
  waitlistToasts,
} from "../../app/content/waitlist.ts";
import { WAITLIST_PATH } from "../../app/lib/config.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

/** The plan chooser's summary of the chosen plan and its price. */
const planNotice = (page: Page) => page.locator('[data-slot="plan-notice"]');

test("a yearly plan chosen on the pricing page arrives with its yearly price, and can be changed or cleared", async ({
  page,
}) => {
  // Includes an axe scan: give it room on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/pricing");
  await page
    .getByRole("group", { name: "Billing period" })
    .getByText("Yearly", { exact: true })
    .click();
  await page.getByRole("button", { name: "Choose Professional" }).click();
  await expect(page).toHaveURL("/request-demo?plan=professional&billing=yearly");

  const plan = page.getByRole("combobox", { name: /^Plan/ });
  await expect(plan).toHaveValue("professional");
  await expect(page.getByRole("radio", { name: "Yearly" })).toBeChecked();
  await expect(planNotice(page)).toHaveText("Professional: $3,990/year");
  await expectAccessible(page);

  await page.getByRole("group", { name: "Billing period" }).getByText("Monthly").click();
  await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await expect(planNotice(page)).toHaveText("Professional: $399/mo");
  await expect(page).toHaveURL("/request-demo?plan=professional&billing=monthly");

  await plan.selectOption("starter");
  await expect(planNotice(page)).toHaveText("Starter: $99/mo");

  await plan.selectOption("");
  await expect(planNotice(page)).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Billing period" })).toHaveCount(0);
  await expect(page).toHaveURL("/request-demo");

  // The form as /request-demo loads it, at the width whose rows hold two fields each.
  await test.step("after an empty submit at 1280 px the fields of a row stay in line", async () => {
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Company name must be at least 2 characters.")).toBeVisible();
    for (const [left, right] of [
      [waitlistFields.firstName.label, waitlistFields.lastName.label],
      [waitlistFields.company.label, waitlistFields.jobTitle.label],
    ] as const) {
      // Focus moves to the first invalid field and may still be scrolling: read until it settles.
      await expect
        .poll(
          async () => {
            const a = await page.getByLabel(left).boundingBox();
            const b = await page.getByLabel(right).boundingBox();
            return Math.round(b!.y - a!.y);
          },
          { message: `${left} and ${right}` },
        )
        .toBe(0);
    }
  });
});

test("after a successful request a confirmation stays until the visitor starts a new one", async ({
  page,
}) => {
  test.slow();
  const bodies: Record<string, unknown>[] = [];
  await page.route(`**${WAITLIST_PATH}`, async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ status: 201, json: { ok: true } });
  });
  await page.goto("/request-demo?plan=starter&billing=yearly");
  await expect(planNotice(page)).toHaveText("Starter: $990/year");

  await page.getByLabel(waitlistFields.firstName.label).fill("Grace");
  await page.getByLabel(waitlistFields.lastName.label).fill("Hopper");
  await page.getByLabel(waitlistFields.email.label).fill("grace@navy.example");
  await page.getByLabel(waitlistFields.company.label).fill("Compilers Inc");
  await page.getByLabel(waitlistFields.jobTitle.label).fill("Rear Admiral");
  await page.getByRole("checkbox", { name: "Trust" }).click();
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    waitlistToasts.success.title,
  );
  const confirmation = page.getByRole("region", { name: waitlistConfirmation.heading });
  await expect(confirmation).toContainText("Thank you, Grace.");
  await expect(confirmation).toContainText("grace@navy.example");
  await expect(confirmation).toContainText("Starter");
  await expect(page.getByRole("heading", { name: waitlistConfirmation.heading })).toBeFocused();
  expect(bodies[0]).toMatchObject({ firstName: "Grace", plan: "starter" });
  await expectAccessible(page);

  // The toast goes; the confirmation stays.
  await expect(page.getByRole("region", { name: /Notifications/ })).not.toContainText(
    waitlistToasts.success.title,
    { timeout: 10_000 },
  );
  await expect(confirmation).toBeVisible();

  await confirmation.getByRole("button", { name: waitlistConfirmation.again }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(page.getByLabel(waitlistFields.firstName.label)).toBeFocused();
  await expect(page.getByLabel(waitlistFields.firstName.label)).toHaveValue("");
});
