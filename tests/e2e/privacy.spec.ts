import { privacyNotice } from "../../app/content/privacy.ts";
import { site } from "../../app/content/site.ts";
import type { Page } from "@playwright/test";
import {
  afterPaintModules,
  expect,
  resize,
  test,
  viewports,
  withoutBrandFont,
} from "./fixtures.ts";

// The contents mark the section a heading has just crossed into: a face swapped in right after a
// jump may move that heading by under the layout-shift threshold, across the line it is read at.
test.beforeEach(({ page }) => withoutBrandFont(page));

/** Every table-of-contents link scrolls to its section, out from under the sticky header. */
async function everyLinkScrollsToItsSection(page: Page) {
  const toc = page.getByRole("navigation", { name: "Contents" });
  const links = toc.getByRole("link");
  await expect(links).toHaveCount(privacyNotice.sections.length);
  for (const section of privacyNotice.sections) {
    await toc.getByRole("link", { name: section.heading }).click();
    await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
    const heading = page.getByRole("heading", { level: 2, name: section.heading });
    await expect(heading).toBeInViewport();
    // Not hidden under the sticky header.
    const box = await heading.boundingBox();
    expect(box?.y ?? 0, section.id).toBeGreaterThanOrEqual(60);
  }
}

// A phone's load: what it fetched is read first, then its contents; each former test is a step.
test("the notice loads no scripts but the field measurement once it has loaded and the brand face's module once it has painted", async ({
  page,
}) => {
  // Thirteen scrolls: give it room on a busy machine.
  test.slow();
  await page.setViewportSize(viewports.phone);
  await page.goto("/privacy-notice");
  // Both entries come once the page is idle, which on a busy machine can be long after the network
  // has been quiet for a while: wait for them, then read what else it asked for.
  await page.waitForFunction(
    () =>
      ["entry.font", "entry.vitals"].every((entry) =>
        performance
          .getEntriesByType("resource")
          .some((resource) => new URL(resource.name).pathname.startsWith(`/assets/${entry}-`)),
      ),
    undefined,
    { timeout: 10_000 },
  );
  // Read from the page's own timing: a fast machine may ask for a module before the test hears of
  // the load event or the paint, so what was asked for by then says nothing.
  const scripts = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const [paint] = performance.getEntriesByName("first-contentful-paint");
    return performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
        afterLoad: entry.startTime >= navigation!.loadEventStart,
        afterPaint: entry.startTime >= paint!.startTime,
      }));
  });
  expect(scripts.filter((script) => !script.afterPaint)).toEqual([]);
  const entries = scripts.filter((script) => /^\/assets\/entry\./.test(script.path));
  expect(entries.map((entry) => entry.path.replace(/-[\w-]+\.js$/, "")).sort()).toEqual([
    "/assets/entry.font",
    "/assets/entry.vitals",
  ]);
  expect(entries.find((entry) => entry.path.startsWith("/assets/entry.vitals"))?.afterLoad).toBe(
    true,
  );
  // Anything else is what the two entries import, asked for after them.
  expect(scripts.filter((script) => !afterPaintModules.has(script.path))).toEqual([]);
  const firstEntry = Math.min(...entries.map((entry) => entry.start));
  expect(scripts.filter((script) => script.start < firstEntry)).toEqual([]);

  await test.step("shows the date, the age threshold and the privacy contact", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
    await expect(page.getByText("Last updated: January 03, 2024")).toBeVisible();
    await expect(
      page.getByText(/not knowingly collect personal information from children under 13/),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: site.privacyEmail })).toHaveAttribute(
      "href",
      `mailto:${site.privacyEmail}`,
    );
  });

  // With reduced motion from here, so each jump lands at once.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const toc = page.getByRole("navigation", { name: "Contents" });
  await test.step("on phones the contents are a list at the top that scrolls away", async () => {
    await expect(toc).toBeInViewport();
    await page.mouse.wheel(0, 4000);
    await expect(toc).not.toBeInViewport();
  });
  await test.step("every table-of-contents link scrolls to its section (phone)", async () => {
    await everyLinkScrollsToItsSection(page);
  });
});

test.describe("with reduced motion, so each jump lands at once", () => {
  test.use({ reducedMotion: "reduce" });

  // A wide screen's load, short and then tall: each former test is a step.
  test("on a short wide screen the contents scroll on their own to the last entry", async ({
    page,
  }) => {
    // Thirteen scrolls: give it room on a busy machine.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 520 });
    await page.goto("/privacy-notice");
    await page.mouse.wheel(0, 3000);
    const toc = page.getByRole("navigation", { name: "Contents" });
    await expect(toc).toBeInViewport({ ratio: 1 });
    expect(await toc.evaluate((nav) => nav.scrollHeight > nav.clientHeight)).toBe(true);
    const last = privacyNotice.sections.at(-1)!;
    await toc.getByRole("link", { name: last.heading }).click();
    await expect(page.getByRole("heading", { level: 2, name: last.heading })).toBeInViewport();
    await expect(toc).toBeInViewport({ ratio: 1 });

    await resize(page, viewports.desktop);
    await test.step("on wide screens the contents stay on screen and mark the section being read", async () => {
      const section = privacyNotice.sections[6]!;
      await page
        .getByRole("heading", { level: 2, name: section.heading })
        .evaluate((heading) => heading.scrollIntoView({ block: "start" }));
      await expect(toc).toBeInViewport({ ratio: 1 });
      const marked = toc.locator('[aria-current="location"]');
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveText(section.heading);
    });
    await test.step("every table-of-contents link scrolls to its section (desktop)", async () => {
      await everyLinkScrollsToItsSection(page);
    });
  });
});
