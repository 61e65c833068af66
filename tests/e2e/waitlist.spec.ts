import { DatabaseSync } from "@photostructure/sqlite";
import type { Page } from "@playwright/test";
import {
  waitlistConfirmation,
  waitlistFields,
  waitlistForm,
  waitlistMessages,
  waitlistToasts,
  waitlistTopics,
} from "../../app/content/waitlist.ts";
import { WAITLIST_PATH } from "../../app/lib/config.ts";
import { islandChunk } from "../../scripts/build/island-chunks.ts";
import { MIN_FILL_MS } from "../../server/waitlist/spam.ts";
import {
  expect,
  expectAccessible,
  holdIslands,
  islandHydrated,
  scriptRequests,
  test,
} from "./fixtures.ts";

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

function storedLead(email: string, columns = "first_name, topics, plan, spam_reason") {
  const db = new DatabaseSync(process.env.E2E_DATABASE_PATH!, { readOnly: true });
  try {
    return db.prepare(`SELECT ${columns} FROM leads WHERE email = ?`).get(email);
  } finally {
    db.close();
  }
}

// On a phone, with an address as long as addresses get: the lead's way to the database, then the
// confirmation it leaves on the page, on one submit.
test("a visitor submits the form through the real server and the lead is stored", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // No hyphen to wrap at, as in most addresses.
  const email = `alexandra.featherstonehaugh+procurement${Date.now()}@analyticalengines.example`;
  await page.clock.install();
  await page.goto("/request-demo?plan=professional");
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

  await test.step("on a phone, a long address in the confirmation wraps within the screen", async () => {
    const confirmation = page.getByRole("region", { name: waitlistConfirmation.heading });
    await expect(confirmation).toContainText(email);
    const box = (await confirmation.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
  });
});

test("a failed submit shows every message, focuses a summary linking to each field and stays accessible", async ({
  page,
}) => {
  await page.goto("/request-demo?plan=platinum");
  await expect(page.locator('[data-slot="plan-notice"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(waitlistMessages.topics)).toBeVisible();
  const summary = page.getByRole("group", { name: waitlistForm.errorSummary.heading });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole("link")).toHaveText([
    ...Object.values(waitlistFields).map((field) => field.label),
    waitlistForm.legend,
  ]);
  await summary.getByRole("link", { name: waitlistForm.legend }).click();
  await expect(page.getByRole("checkbox", { name: waitlistTopics[0] })).toBeFocused();
  await summary.getByRole("link", { name: waitlistFields.firstName.label }).click();
  await expect(page.getByLabel(waitlistFields.firstName.label)).toBeFocused();
  await expect(page.getByLabel(waitlistFields.firstName.label)).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectAccessible(page);
  await page.getByLabel(waitlistFields.firstName.label).fill("Ada");
  await expect(page.getByText(waitlistMessages.firstName)).toHaveCount(0);
});

// Both failures on one page: the form kept by the first is the one the second sends.
test("a non-ok answer shows the destructive toast and keeps the form", async ({ page }) => {
  await page.goto("/request-demo");
  await fillForm(page, "ada@analytical.example");
  for (const [name, handle, expected] of [
    ["a non-ok answer", { status: 500 }, waitlistToasts.rejected],
    ["a network failure", "abort", waitlistToasts.network],
  ] as const) {
    await test.step(`${name} shows the destructive toast and keeps the form`, async () => {
      let requests = 0;
      // The answer waits for the double-click's second press: a failure answered between the two
      // (at once, for a refused connection, on a busy machine) would rightly let it send again.
      let answer!: () => void;
      const pressedTwice = new Promise<void>((resolve) => (answer = resolve));
      await page.route(`**${WAITLIST_PATH}`, async (route) => {
        requests++;
        await pressedTwice;
        return handle === "abort" ? route.abort("failed") : route.fulfill(handle);
      });
      await page.getByRole("button", { name: "Submit" }).dblclick();
      answer();
      // The two failures' toasts share a title: each is told by its description.
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: expected.description });
      await expect(toast).toContainText(expected.title);
      await expect(toast).toContainText(expected.description);
      await expect(toast).toHaveAttribute("data-type", "error");
      await expect(page.getByLabel(waitlistFields.firstName.label)).toHaveValue("Ada");
      await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
      expect(requests).toBe(1);
      await page.unroute(`**${WAITLIST_PATH}`);
    });
  }
});

test("the home page loads none of the form's code", async ({ page }) => {
  // The hero's animations would keep the page drawing while the network settles: not the subject.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const scripts = scriptRequests(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((path) => path.includes("request-demo"))).toEqual([]);
});

test("the request-demo page runs no script on load, fetches the form's once idle, and runs it when a visitor reaches for the form", async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/request-demo");
  await page.waitForLoadState("networkidle");
  // Fetched, not run: nothing has hydrated.
  await expect
    .poll(() => scripts.filter((path) => path.startsWith(`/assets/${islandChunk(["waitlist"])}-`)))
    .toHaveLength(1);
  expect(await islandHydrated(page, "waitlist")).toBe(false);
  // On the prerendered form, as a visitor's first touch meets it.
  await test.step("every control of the form is a target of at least 24 by 24 px, topics included", async () => {
    const targets = page.locator("form input:not([tabindex='-1']), form button, form select");
    for (const target of await targets.all()) {
      const box = await target.boundingBox();
      const name = (await target.getAttribute("id")) ?? (await target.textContent());
      expect(box!.width, `${name} width`).toBeGreaterThanOrEqual(24);
      expect(box!.height, `${name} height`).toBeGreaterThanOrEqual(24);
    }
    await expect(page.getByRole("checkbox")).toHaveCount(waitlistTopics.length);
  });
  expect(await islandHydrated(page, "waitlist")).toBe(false);
  await page.getByLabel(waitlistFields.firstName.label).focus();
  await expect(page.locator('[data-island="waitlist"]')).toHaveAttribute("data-hydrated");
});

/**
 * Resolves true if the page posts anything within a second: the form submitted natively instead of
 * through its handler (which posts JSON to the receiver, `WAITLIST_PATH`).
 */
function postsNatively(page: Page) {
  return page
    .waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname !== WAITLIST_PATH,
      { timeout: 1_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

test.describe("before the form has hydrated", () => {
  /** The form's island; it carries `data-hydrated` once React has hydrated it. */
  const formIsland = (page: Page) => page.locator('[data-island="waitlist"]');

  test("what a visitor types and ticks, and the Submit they press, are sent once it hydrates", async ({
    page,
  }) => {
    const email = `grace+${Date.now()}@navy.example`;
    const release = await holdIslands(page);
    await page.clock.install();
    await page.goto("/request-demo?plan=starter&billing=yearly");
    // Keyboard only, from the first field to the second topic.
    await page.getByLabel(waitlistFields.firstName.label).pressSequentially("Grace");
    for (const text of ["Hopper", email, "Compilers Inc", "Rear Admiral"]) {
      await page.keyboard.press("Tab");
      await page.keyboard.type(text);
    }
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await page.getByLabel(waitlistForm.description.label).pressSequentially("A pilot in May.");
    // The receiver's minimum fill time counts from the page's start, not from hydration.
    await page.clock.fastForward(MIN_FILL_MS);
    const posted = postsNatively(page);
    await page.getByRole("button", { name: "Submit" }).click();
    expect(await posted).toBe(false);
    await expect(formIsland(page)).not.toHaveAttribute("data-hydrated");

    release();
    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts).toContainText(waitlistToasts.success.title);
    expect(
      storedLead(
        email,
        "first_name, last_name, company, job_title, topics, description, plan, spam_reason",
      ),
    ).toEqual({
      first_name: "Grace",
      last_name: "Hopper",
      company: "Compilers Inc",
      job_title: "Rear Admiral",
      topics: JSON.stringify(waitlistTopics.slice(0, 2)),
      description: "A pilot in May.",
      plan: "starter",
      spam_reason: null,
    });
  });

  test("Enter in a field validates what was typed once it hydrates, and posts nothing", async ({
    page,
  }) => {
    const release = await holdIslands(page);
    await page.goto("/request-demo");
    await page.getByLabel(waitlistFields.firstName.label).pressSequentially("G");
    await page.getByLabel(waitlistFields.email.label).pressSequentially("grace@");
    await page.getByLabel(waitlistFields.company.label).pressSequentially("Navy");
    const posted = postsNatively(page);
    await page.keyboard.press("Enter");
    expect(await posted).toBe(false);
    await expect(formIsland(page)).not.toHaveAttribute("data-hydrated");

    release();
    for (const message of [
      waitlistMessages.firstName,
      waitlistMessages.lastName,
      waitlistMessages.email,
      waitlistMessages.topics,
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByText(waitlistMessages.company)).toHaveCount(0);
    await expect(
      page.getByRole("group", { name: waitlistForm.errorSummary.heading }),
    ).toBeFocused();
    await expect(page.getByLabel(waitlistFields.firstName.label)).toHaveValue("G");
    await expect(page.getByLabel(waitlistFields.email.label)).toHaveValue("grace@");
    await expect(page.getByLabel(waitlistFields.company.label)).toHaveValue("Navy");
    await expect(page).toHaveURL("/request-demo");
  });

  test("a plan chosen with the keyboard is kept, and the address follows", async ({ page }) => {
    const release = await holdIslands(page);
    await page.goto("/request-demo");
    await page.getByRole("combobox", { name: /^Plan/ }).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(formIsland(page)).not.toHaveAttribute("data-hydrated");

    release();
    await expect(formIsland(page)).toHaveAttribute("data-hydrated");
    await expect(page.getByRole("combobox", { name: /^Plan/ })).toHaveValue("starter");
    await expect(page.locator('[data-slot="plan-notice"]')).toHaveText("Starter: $99/mo");
    await expect(page).toHaveURL("/request-demo?plan=starter&billing=monthly");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Submit and Enter send nothing anywhere, what was typed stays, and the page says where to write instead", async ({
    page,
  }) => {
    await page.goto("/request-demo");
    const firstName = page.getByLabel(waitlistFields.firstName.label);
    await firstName.fill("Grace");
    await page.getByLabel(waitlistFields.email.label).fill("grace@navy.example");
    for (const submit of [
      () => page.getByRole("button", { name: "Submit" }).click(),
      () => firstName.press("Enter"),
    ]) {
      const posted = postsNatively(page);
      await submit();
      expect(await posted).toBe(false);
    }
    await expect(page).toHaveURL("/request-demo");
    await expect(firstName).toHaveValue("Grace");
    await expect(page.getByLabel(waitlistFields.email.label)).toHaveValue("grace@navy.example");
    await expect(
      page.getByRole("link", { name: waitlistForm.noScript.email, exact: true }),
    ).toHaveAttribute("href", `mailto:${waitlistForm.noScript.email}`);
  });
});
