import type { Locator, Page } from "@playwright/test";
import { builtProperty } from "./built-classes.ts";
import { expect, resize, test, viewports } from "./fixtures.ts";

/**
 * Details a visitor notices at a glance: alignment, spacing, which button leads, a menu that holds
 * the page still. Each test measures what the eye compares.
 */
const wide = { width: 1440, height: 900 };

const left = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().left);
const colour = (locator: Locator, property: "backgroundColor" | "color") =>
  locator.evaluate((element, property) => getComputedStyle(element)[property], property);

/** The space between a heading and the paragraph after it. */
const gapUnder = (heading: Locator) =>
  heading.evaluate(
    (element) =>
      element.nextElementSibling!.getBoundingClientRect().top -
      element.getBoundingClientRect().bottom,
  );

/** Draws every band at once, as scrolling past them would (the build numbers each band). */
const drawAll = (page: Page) =>
  page.addStyleTag({ content: "[data-band] { content-visibility: visible; }" });

test("/products/flows: both code listings start at one height, and a long line scrolls rather than wraps", async ({
  page,
}) => {
  // The listings' layout is CSS alone: one load, resized through the widths.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/products/flows");
  await drawAll(page);
  for (const width of [390, 1280, 1440]) {
    await resize(page, { width, height: 900 });
    const listings = page.locator("[data-slot=code-sample]");
    const captions = listings.locator("figcaption");
    const heights = await captions.evaluateAll((all) =>
      all.map((caption) => caption.getBoundingClientRect().height),
    );
    expect(new Set(heights).size, `${width} px: header heights ${heights}`).toBe(1);
    if (width >= 1024) {
      const codeTops = await listings
        .locator("code")
        .evaluateAll((all) => all.map((code) => code.getBoundingClientRect().top));
      expect(codeTops[0]).toBe(codeTops[1]);
    }
    // Code keeps its lines: a listing's height is its line count, and a long line scrolls.
    const wrapped = await listings.locator("pre").evaluateAll((all) =>
      all.flatMap((pre) => {
        const code = pre.querySelector("code")!;
        const lines = code.textContent!.split("\n").length;
        const lineHeight = parseFloat(getComputedStyle(pre).lineHeight);
        return Math.round(code.getBoundingClientRect().height / lineHeight) > lines
          ? [code.textContent!.slice(0, 40)]
          : [];
      }),
    );
    expect(wrapped, `${width} px`).toEqual([]);
  }
});

// Both verify pages in one context: each step was a test with a context of its own.
test("the verify pages at 1440 px: each heading's text sits 16 px under it, the sample's check aligned with its certificate", async ({
  page,
}) => {
  await page.setViewportSize(wide);
  await test.step("/verify/demo at 1440 px: the offline check starts where the certificate does, its text 16 px under its heading", async () => {
    await page.goto("/verify/demo");
    await drawAll(page);
    const heading = page.getByRole("heading", { name: "Verify it yourself, offline" });
    const certificate = page.locator("[data-slot=certificate-card]");
    expect(Math.abs((await left(heading)) - (await left(certificate)))).toBeLessThanOrEqual(1);
    expect(await gapUnder(heading)).toBe(16);
  });

  await test.step("/verify at 1440 px: the signing keys' description sits 16 px under its heading", async () => {
    await page.goto("/verify");
    await drawAll(page);
    const heading = page.getByRole("heading", { name: "Fabric's published signing keys" });
    expect(await gapUnder(heading)).toBe(16);
  });
});

test("/pricing: the recommended plan's button leads; the others are outlined, and the yearly saving is not in brand red", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/pricing");
  const body = await colour(page.locator("body"), "backgroundColor");
  for (const name of ["Start free", "Choose Starter"]) {
    const button = page.getByRole("button", { name });
    expect(await colour(button, "backgroundColor"), name).toBe(body);
    expect(await button.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe(
      "1px",
    );
  }
  const brand = await colour(
    page.getByRole("button", { name: "Choose Professional" }),
    "backgroundColor",
  );
  expect(brand).not.toBe(body);
  await page
    .getByRole("group", { name: "Billing period" })
    .getByText("Yearly", { exact: true })
    .click();
  const saving = page.getByText("Save $198 a year");
  await expect(saving).toBeVisible();
  const brandInk = await page
    .getByRole("heading", { level: 1 })
    .evaluate(
      (_, name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim(),
      builtProperty("--brand-ink"),
    );
  const probe = await page.evaluate((value) => {
    const element = document.createElement("span");
    element.style.color = value;
    document.body.append(element);
    const result = getComputedStyle(element).color;
    element.remove();
    return result;
  }, brandInk);
  expect(await colour(saving, "color")).not.toBe(probe);
});

test("/about: the divider above the offices spans the content, at 1440 and 390 px", async ({
  page,
}) => {
  // The divider's layout is CSS alone: one load, resized through the widths.
  await page.setViewportSize(wide);
  await page.goto("/about");
  await drawAll(page);
  for (const viewport of [wide, viewports.phone]) {
    await resize(page, viewport);
    const section = page.locator("section[aria-labelledby=locations-heading]");
    const [line, content] = await section.evaluate((element) => {
      const before = getComputedStyle(element, "::before");
      const box = element.getBoundingClientRect();
      const list = element.querySelector("ul")!.getBoundingClientRect();
      return [
        { left: box.left + parseFloat(before.left), width: parseFloat(before.width) },
        { left: list.left, width: list.width },
      ];
    });
    expect(Math.abs(line!.left - content!.left), `${viewport.width} px`).toBeLessThanOrEqual(1);
    expect(Math.abs(line!.width - content!.width), `${viewport.width} px`).toBeLessThanOrEqual(1);
  }
});

// One load of the home page, standing still (the logos' rows are the strip's reduced-motion
// layout; the menu's checks read no motion): each step was a test with a load of its own.
test("home, standing still: the partner logos at 1440 px, and the open mobile menu on a phone", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize(wide);
  await page.goto("/");
  await test.step("home at 1440 px, standing still: the partner logos are centred rows of three", async () => {
    const drawn = await drawAll(page);
    const strip = page.locator("section[aria-labelledby=partners-heading]");
    const { rows, centre } = await strip.evaluate((section) => {
      const list = section.querySelector("ul:not([aria-hidden])")!;
      const byRow = new Map<number, DOMRect[]>();
      for (const item of list.querySelectorAll("li")) {
        const logo = item.firstElementChild!.getBoundingClientRect();
        byRow.set(Math.round(logo.top), [...(byRow.get(Math.round(logo.top)) ?? []), logo]);
      }
      const box = section.getBoundingClientRect();
      return {
        centre: box.left + box.width / 2,
        rows: [...byRow.values()].map((logos) => ({
          count: logos.length,
          centre: (logos[0]!.left + logos.at(-1)!.right) / 2,
        })),
      };
    });
    expect(rows.map((row) => row.count)).toEqual([3, 3, 3]);
    for (const row of rows) expect(Math.abs(row.centre - centre)).toBeLessThanOrEqual(40);
    // The phone's menu meets the page as it loads, its bands drawn as they near the screen.
    await drawn.evaluate((style: HTMLStyleElement) => style.remove());
  });

  await resize(page, viewports.phone);
  await test.step("the open mobile menu dims the page, holds it still, and a tap on the page closes it", async () => {
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    const backdrop = () =>
      menu.evaluate((element) => {
        const style = getComputedStyle(element, "::backdrop");
        return { colour: style.backgroundColor, top: style.top };
      });
    // The page under the menu is dimmed, the header above it is not.
    expect(await backdrop()).toEqual({ colour: "oklab(0 0 0 / 0.5)", top: "64px" });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      "hidden",
    );
    // The wheel reaches the page, and two frames are drawn after it: time for any scroll to start.
    await page.evaluate(() => {
      const seen = new Promise((resolve) => addEventListener("wheel", resolve, { once: true }));
      (window as unknown as { wheeled: Promise<unknown> }).wheeled = seen;
    });
    await page.mouse.wheel(0, 600);
    await page.evaluate(async () => {
      await (window as unknown as { wheeled: Promise<unknown> }).wheeled;
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.mouse.click(200, 800);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      "visible",
    );
  });
});
