import type { Page } from "@playwright/test";
import { leaders } from "../../app/content/leaders.ts";
import { locations } from "../../app/content/locations.ts";
import { site } from "../../app/content/site.ts";
import { asShown, expect, expectAccessible, resize, test, viewports } from "./fixtures.ts";

/** The portraits on screen: each card has one per mode, and shows the switch's. */
const portraits = (page: Page) =>
  page.locator('[data-slot="leader-card"] [data-slot="zoomable-image"]:visible img');

// One load of the page, in Boring Mode as it arrives, answers every check that reads it: each
// former test is a step, the portraits' fit at both widths on the same load, resized; the call to
// action, which leaves the page, comes last.
test("lists the four leaders with role, location, bio and LinkedIn", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto("/about");

  await test.step("the Awesome portraits load once the page is idle, after the first view, before the switch is touched", async () => {
    const awesome: string[] = leaders.map((leader) => leader.image);
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

  for (const leader of leaders) {
    const card = page.locator('[data-slot="leader-card"]', { hasText: leader.name });
    await expect(card.getByRole("heading", { name: leader.name })).toBeVisible();
    await expect(card).toContainText(leader.role);
    await expect(card).toContainText(leader.location);
    await expect(card).toContainText(asShown(leader.bio));
    await expect(card.getByRole("link", { name: `${leader.name} on LinkedIn` })).toHaveAttribute(
      "href",
      leader.linkedin,
    );
  }
  await expect(portraits(page)).toHaveCount(4);

  await test.step("shows the four locations, two with addresses and two coming soon", async () => {
    const locations = page.getByRole("region", { name: "Where we work" });
    for (const city of ["Austin", "London", "Zurich", "Singapore"]) {
      await expect(locations.getByRole("heading", { name: city })).toBeVisible();
    }
    await expect(locations.locator("address")).toHaveCount(2);
    await expect(locations.getByText("Coming soon")).toHaveCount(2);
  });

  await test.step("each office names its country once", async () => {
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

  await test.step("the role labels are the spec's", async () => {
    const roles = page.locator('[data-slot="leader-card"] h3 + p');
    await expect(roles).toHaveText(["CEO", "President/COO", "CTO", "VP of Customer Success"]);
  });

  await test.step("portraits load eagerly: on wide screens they are the largest paint", async () => {
    const loading = await portraits(page).evaluateAll((imgs) =>
      imgs.map((img) => img.getAttribute("loading")),
    );
    expect(loading).toEqual(["eager", "eager", "eager", "eager"]);
  });

  await test.step("tells the company's story, from the company details, before the leaders", async () => {
    const story = page.getByRole("region", { name: site.story.heading });
    for (const paragraph of site.story.paragraphs)
      await expect(story.getByText(asShown(paragraph))).toBeVisible();
    const leadership = page.getByRole("region", { name: "Leadership" });
    const [storyBox, leadersBox] = [await story.boundingBox(), await leadership.boundingBox()];
    expect(storyBox!.y + storyBox!.height).toBeLessThanOrEqual(leadersBox!.y);
  });

  // The cards' two layouts: the portrait above the name, and a phone's thumbnail beside it.
  for (const [name, viewport] of [
    ["desktop", viewports.desktop],
    ["phone", viewports.phone],
  ] as const) {
    await test.step(`portraits fit their cards (${name})`, async () => {
      await resize(page, viewport);
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

  await test.step("the page ends with a call to action to the demo request", async () => {
    const link = page.getByRole("main").getByRole("link", { name: "Request a Demo" });
    await expect(link).toHaveAttribute("href", "/request-demo");
    await link.click();
    await expect(page).toHaveURL(/\/request-demo$/);
  });
});

// The switch and the zoom on one load: the zoom opens in Awesome Mode, then the keyboard swaps back.
test("the mode switch swaps every portrait and back, by mouse and keyboard", async ({ page }) => {
  // Many steps plus two axe scans: give it room on a busy machine.
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

  await test.step("clicking a portrait opens it in the zoom dialog, in the current mode", async () => {
    const [ceo] = leaders;
    const trigger = page.getByRole("button", { name: new RegExp(`Enlarge image: .*${ceo.name}`) });
    await trigger.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const zoomed = dialog.locator("img");
    await expect(zoomed).toHaveAttribute("src", ceo.image);
    // A picture on its tile, at least twice the card's crop: not a cut-out at about its page size.
    const [open, crop] = await Promise.all([zoomed.boundingBox(), trigger.boundingBox()]);
    expect(open!.width).toBeGreaterThanOrEqual(2 * crop!.width);
    const ground = await zoomed.evaluate((img) => {
      const style = getComputedStyle(img);
      return { color: style.backgroundColor, image: style.backgroundImage };
    });
    expect(ground, "the zoomed portrait's tile").not.toEqual({
      color: "rgba(0, 0, 0, 0)",
      image: "none",
    });
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

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
