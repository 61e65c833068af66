import type { Page } from "@playwright/test";
import { leaders } from "../../app/content/leaders.ts";
import { expect, expectAccessible, gotoHydrated, test } from "./fixtures.ts";

const portraits = (page: Page) =>
  page.locator('[data-slot="leader-card"] [data-slot="zoomable-image"] img');

test("lists the four leaders with role, location, bio and LinkedIn", async ({ page }) => {
  await gotoHydrated(page, "/about");
  for (const leader of leaders) {
    const card = page.locator('[data-slot="leader-card"]', { hasText: leader.name });
    await expect(card.getByRole("heading", { name: leader.name })).toBeVisible();
    await expect(card).toContainText(leader.role);
    await expect(card).toContainText(leader.location);
    await expect(card).toContainText(leader.bio);
    await expect(card.getByRole("link", { name: `${leader.name} on LinkedIn` })).toHaveAttribute(
      "href",
      leader.linkedin,
    );
  }
  await expect(portraits(page)).toHaveCount(4);
});

test("the mode switch swaps every portrait and back, by mouse and keyboard", async ({ page }) => {
  // Many steps plus an axe scan: give it room on a busy machine.
  test.slow();
  await gotoHydrated(page, "/about");
  const toggle = page.getByRole("switch", { name: "Awesome Mode" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(page.getByText("Boring Mode")).toBeVisible();
  const boring = leaders.map((leader) => leader.originalImage);
  const awesome = leaders.map((leader) => leader.image);
  const sources = () =>
    portraits(page).evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
  expect(await sources()).toEqual(boring);

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect.poll(sources).toEqual(awesome);
  await expectAccessible(page);

  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect.poll(sources).toEqual(boring);

  // Every portrait file exists.
  for (const src of [...boring, ...awesome]) {
    const response = await page.request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
  }
});

test("clicking a portrait opens it in the zoom dialog, in the current mode", async ({ page }) => {
  // Many steps plus an axe scan: give it room on a busy machine.
  test.slow();
  await gotoHydrated(page, "/about");
  await page.getByRole("switch", { name: "Awesome Mode" }).click();
  const [ceo] = leaders;
  const trigger = page.getByRole("button", { name: new RegExp(`Enlarge image: .*${ceo.name}`) });
  await trigger.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("img")).toHaveAttribute("src", ceo.image);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("shows the four locations, two with addresses and two coming soon", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const locations = page.getByRole("region", { name: "Where we work" });
  for (const city of ["Austin", "London", "Zurich", "Singapore"]) {
    await expect(locations.getByRole("heading", { name: city })).toBeVisible();
  }
  await expect(locations.locator("address")).toHaveCount(2);
  await expect(locations.getByText("Coming soon")).toHaveCount(2);
});
