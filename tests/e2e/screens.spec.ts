import type { Page } from "@playwright/test";
import { trustSection } from "../../app/content/home.ts";
import { flowsHero } from "../../app/content/products/flows.ts";
import { PHONE_CROP } from "../../app/lib/screen-image.ts";
import { THEME_STORAGE_KEY } from "../../app/lib/theme.ts";
import { expect, resize, test, viewports } from "./fixtures.ts";

/** Every product screenshot file the page requests, by path. */
function recordScreens(page: Page) {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/images/screens/")) fetched.push(pathname);
  });
  return fetched;
}

/** The OS preference and the visitor's stored choice disagree in half of these. */
const cases = [
  { os: "light", stored: null, theme: "light" },
  { os: "dark", stored: null, theme: "dark" },
  { os: "dark", stored: "light", theme: "light" },
  { os: "light", stored: "dark", theme: "dark" },
] as const;

for (const { os, stored, theme } of cases) {
  test(`a ${os} OS with ${stored ?? "no"} stored theme fetches only ${theme} screenshots`, async ({
    page,
  }) => {
    // Standing still: which files a theme fetches has nothing to do with motion, and the home
    // page's animations would keep the compositor drawing.
    await page.emulateMedia({ colorScheme: os, reducedMotion: "reduce" });
    if (stored) {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        THEME_STORAGE_KEY,
        stored,
      ] as const);
    }
    const fetched = recordScreens(page);
    await page.setViewportSize(viewports.desktop);
    // The Flows hero is above the fold; the home page's screenshots load as they scroll in.
    await page.goto("/products/flows");
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    await page.goto("/");
    await page
      .getByRole("button", { name: `Enlarge image: ${trustSection.image.alt}` })
      .scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.some((path) => path.includes("trust-certificate"))).toBe(true);

    const dark = fetched.filter((path) => path.includes("-dark"));
    expect(
      theme === "dark" ? dark : fetched.filter((path) => !dark.includes(path)),
      fetched.join(),
    ).toEqual(fetched);
    const shown = page
      .getByRole("button", { name: `Enlarge image: ${trustSection.image.alt}` })
      .locator("img:visible");
    await expect(shown).toHaveCount(1);
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain(theme === "dark" ? "-dark" : "trust-certificate");
  });
}

/**
 * A zoom shows more than the page did: at every layout the dialog draws the screen larger than the
 * page does, and on a phone the whole of it at about its crop's scale. Below lg it opens at its
 * natural size, panned by scrolling, and its button fits it to the screen.
 */
async function expectLightboxLarger(page: Page, viewport: { width: number; height: number }) {
  const trigger = page.getByRole("button", { name: `Enlarge image: ${flowsHero.image.alt}` });
  const shown = (await trigger.locator("img:visible").boundingBox())!;
  await trigger.click();
  const dialog = page.getByRole("dialog");
  const zoomed = dialog.locator('[data-slot="lightbox-image"]:visible');
  await expect(zoomed).toBeVisible();
  const opened = (await zoomed.boundingBox())!;
  // CSS pixels per pixel of the screen: a phone's page shows a crop of it, any other the whole.
  const phone = viewport.width < 640;
  const shownScale = shown.width / (phone ? PHONE_CROP.width : flowsHero.image.width);
  const openedScale = opened.width / flowsHero.image.width;
  // On a phone, at its natural size (the spec's 800 px height at most): the crop's scale within
  // a twentieth (PHONE_CROP draws 340 of its pixels about 356 px wide), and the whole screen.
  if (phone) expect(openedScale).toBeGreaterThan(shownScale * 0.9);
  else expect(openedScale).toBeGreaterThan(shownScale);
  expect(opened.height).toBeLessThanOrEqual(800);
  if (viewport.width >= 1024) return;
  await dialog.locator("label").filter({ hasText: "Fit to screen" }).click();
  await expect
    .poll(async () => (await zoomed.boundingBox())!.width)
    .toBeLessThanOrEqual(viewport.width);
  await dialog.locator("label").filter({ hasText: "Fit to screen" }).click();
  await expect.poll(async () => (await zoomed.boundingBox())!.width).toBe(opened.width);
}

const lightboxLarger = (width: number) =>
  `at ${width} px the lightbox opens a screenshot larger than the page shows it`;

// One load of Flows on a phone, then one at desktop widths: each step was a test with a context
// and a load of its own, and still names what broke.
test("on a phone Flows fetches one panel's crop, and its lightbox opens the whole screenshot, larger", async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  const fetched = recordScreens(page);
  await page.goto("/products/flows");
  // Before the lightbox, which fetches the full-size screenshot.
  await test.step("a phone fetches the crop of one panel, in AVIF where the browser reads it, with text at 11 px or more", async () => {
    await expect.poll(() => fetched[0]).toBe(flowsHero.image.src.replace(".webp", "-phone.avif"));
    // Screens just below the first one may load too, as lazy images near the viewport do: crops all.
    expect(fetched.filter((path) => !path.endsWith("-phone.avif"))).toEqual([]);
    const shown = page
      .getByRole("button", { name: `Enlarge image: ${flowsHero.image.alt}` })
      .locator("img:visible");
    // The mocks' text is 11 px or more in the crop's own pixels, so it must be drawn at 1:1 or larger.
    const scale = await shown.evaluate(
      (img: HTMLImageElement, cropScale) =>
        img.getBoundingClientRect().width / (img.naturalWidth / cropScale),
      PHONE_CROP.scale,
    );
    expect(11 * scale).toBeGreaterThanOrEqual(11);
  });

  await test.step(lightboxLarger(viewports.phone.width), () =>
    expectLightboxLarger(page, viewports.phone),
  );

  await test.step("on a phone the lightbox opens the full-size screenshot, to read and to zoom", async () => {
    const zoomed = page.getByRole("dialog").getByRole("img", { name: flowsHero.image.alt });
    await expect
      .poll(() => zoomed.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/flows-builder\.avif$/);
  });
});

// The dark theme, which the sizes do not depend on (both themes' screenshots have one size), for
// the file the lightbox shows.
test("at desktop widths the lightbox opens the current theme's screenshot, larger than the page shows it", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  const wide = { width: 1440, height: 900 };
  await page.setViewportSize(wide);
  await page.goto("/products/flows");
  await test.step(lightboxLarger(wide.width), () => expectLightboxLarger(page, wide));

  await test.step("the lightbox shows the screenshot of the current theme", async () => {
    const zoomed = page.getByRole("dialog").getByRole("img", { name: flowsHero.image.alt });
    await expect
      .poll(() => zoomed.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/flows-builder-dark\.avif$/);
  });

  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  const narrower = { width: 1024, height: 768 };
  await resize(page, narrower);
  await test.step(lightboxLarger(narrower.width), () => expectLightboxLarger(page, narrower));
});
