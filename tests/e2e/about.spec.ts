import type { Page } from "@playwright/test";
import { leaders } from "../../app/content/leaders.ts";
import { locations } from "../../app/content/locations.ts";
import { site } from "../../app/content/site.ts";
import { expect, expectAccessible, test, viewports } from "./fixtures.ts";

/** The portraits on screen: each card has one per mode, and shows the switch's. */
const portraits = (page: Page) =>
  page.locator('[data-slot="leader-card"] [data-slot="zoomable-image"]:visible img');

test("lists the four leaders with role, location, bio and LinkedIn", async ({ page }) => {
  await page.goto("/about");
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

test("the Awesome portraits load once the page is idle, after the first view, before the switch is touched", async ({
  page,
}) => {
  const awesome: string[] = leaders.map((leader) => leader.image);
  await page.goto("/about");
  const loaded = () =>
    page
      .locator('[data-slot="leader-card"] [data-slot="zoomable-image"] img[src*="-awesome"]')
      .evaluateAll(
        (imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length,
      );
  await expect.poll(loaded).toBe(awesome.length);
  // Not part of the first view: the page's own clock says none was asked for before its load event.
  const requested = await page.evaluate((paths) => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType("resource")
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        beforeLoad: entry.startTime < navigation!.loadEventStart,
      }))
      .filter((entry) => paths.includes(entry.path));
  }, awesome);
  expect(new Set(requested.map((entry) => entry.path))).toEqual(new Set(awesome));
  expect(requested.filter((entry) => entry.beforeLoad)).toEqual([]);
  await expect(page.getByRole("switch", { name: "Awesome Mode" })).not.toBeChecked();
});

test("the mode switch swaps every portrait and back, by mouse and keyboard", async ({ page }) => {
  // Many steps plus an axe scan: give it room on a busy machine.
  test.slow();
  await page.goto("/about");
  const toggle = page.getByRole("switch", { name: "Awesome Mode" });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText("Boring Mode")).toBeVisible();
  const boring = leaders.map((leader) => leader.originalImage);
  const awesome = leaders.map((leader) => leader.image);
  const sources = () =>
    portraits(page).evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
  expect(await sources()).toEqual(boring);

  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect.poll(sources).toEqual(awesome);
  await expectAccessible(page);

  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).not.toBeChecked();
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
  await page.goto("/about");
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
  await page.goto("/about");
  const locations = page.getByRole("region", { name: "Where we work" });
  for (const city of ["Austin", "London", "Zurich", "Singapore"]) {
    await expect(locations.getByRole("heading", { name: city })).toBeVisible();
  }
  await expect(locations.locator("address")).toHaveCount(2);
  await expect(locations.getByText("Coming soon")).toHaveCount(2);
});

test("each office names its country once", async ({ page }) => {
  await page.goto("/about");
  for (const office of locations) {
    const card = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: office.city }),
    });
    const text = (await card.innerText()).replace(/\d+/g, "");
    const mentions = text.split(office.country).length - 1;
    // Singapore is both city and country: its heading plus one mention in the address.
    expect(mentions, office.city).toBe(office.city === office.country ? 2 : 1);
  }
});

test("the role labels are the spec's", async ({ page }) => {
  await page.goto("/about");
  const roles = page.locator('[data-slot="leader-card"] h3 + p');
  await expect(roles).toHaveText(["CEO", "President/COO", "CTO", "VP of Customer Success"]);
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`portraits fit their cards (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/about");
    for (const card of await page.locator('[data-slot="leader-card"]').all()) {
      const portrait = await card.locator('[data-slot="zoomable-image"]:visible').boundingBox();
      const heading = await card.getByRole("heading").boundingBox();
      const box = await card.boundingBox();
      if (viewport.width < 640) {
        // Phones: a thumbnail beside the name, the card as wide as the page's content.
        expect(heading!.x).toBeGreaterThan(portrait!.x + portrait!.width);
        expect(box!.width).toBeGreaterThan(viewport.width - 40);
      } else {
        expect(portrait!.width).toBeCloseTo(box!.width, 0);
      }
    }
  });
}

test("the page ends with a call to action to the demo request", async ({ page }) => {
  await page.goto("/about");
  const link = page.getByRole("main").getByRole("link", { name: "Request a Demo" });
  await expect(link).toHaveAttribute("href", "/request-demo");
  await link.click();
  await expect(page).toHaveURL(/\/request-demo$/);
});

test("portraits load eagerly: on wide screens they are the largest paint", async ({ page }) => {
  await page.goto("/about");
  const loading = await portraits(page).evaluateAll((imgs) =>
    imgs.map((img) => img.getAttribute("loading")),
  );
  expect(loading).toEqual(["eager", "eager", "eager", "eager"]);
});

test("tells the company's story, from the company details, before the leaders", async ({
  page,
}) => {
  await page.goto("/about");
  const story = page.getByRole("region", { name: site.story.heading });
  for (const paragraph of site.story.paragraphs)
    await expect(story.getByText(paragraph)).toBeVisible();
  const leadership = page.getByRole("region", { name: "Leadership" });
  const [storyBox, leadersBox] = [await story.boundingBox(), await leadership.boundingBox()];
  expect(storyBox!.y + storyBox!.height).toBeLessThanOrEqual(leadersBox!.y);
});
