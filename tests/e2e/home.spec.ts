import type { Locator, Page } from "@playwright/test";
import { heroRun, sourceSection, trustSection, useCases } from "../../app/content/home.ts";
import { partners } from "../../app/content/partners.ts";
import { builtColour, classSelector } from "./built-classes.ts";
import {
  COLOUR_RULES,
  expect,
  expectAccessible,
  pauseClock,
  test,
  viewports,
  withoutBrandFont,
} from "./fixtures.ts";

const HEADING = "The Future is Human";
const typedLine = (page: Page) => page.getByTestId("hero-typed-line");
const count = (page: Page) => page.getByTestId("attested-count");

/** Opens the home page with its clock stopped, so the animations move only when a test says. */
async function gotoWithClock(page: Page) {
  await pauseClock(page);
  await page.goto("/");
}

/** Advances the page's clock in small steps so React renders between them; returns what `read` saw. */
async function watch(page: Page, ms: number, step: number, read: () => Promise<string>) {
  const seen: string[] = [];
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    await page.clock.runFor(step);
    const text = (await read()).replace(/\s+/g, " ").trim();
    if (seen.at(-1) !== text) seen.push(text);
  }
  return seen;
}

/** Starts adding up layout shifts as the CLS metric counts them, from the first paint. */
function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The animation a typed text runs: its blinking caret, or none. */
function caret(text: Locator) {
  return text.evaluate((el) => getComputedStyle(el).animationName);
}

function layoutShift(page: Page) {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

test.describe("without JavaScript", () => {
  // What the page reads, not how it moves: its CSS loops stay still.
  test.use({ javaScriptEnabled: false, reducedMotion: "reduce" });

  test("the prerendered page already reads completely", async ({ page }) => {
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveAccessibleName(HEADING);
    await expect(typedLine(page)).toHaveText("is Human");
    await expect(page.getByRole("heading", { name: "Human Tasks Attested" })).toBeVisible();
    await expect(count(page)).toContainText("32,456,038");
    await expect(page.locator("#use-cases")).toBeAttached();
  });
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the hero types each word and settles on 'The Future is Human' without shifting (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The typing's own shifts: the brand face's swap is font.spec.ts's.
    await withoutBrandFont(page);
    await recordLayoutShifts(page);
    await gotoWithClock(page);
    const heading = page.getByRole("heading", { level: 1 });
    const box = await heading.boundingBox();

    test.slow(); // many clock steps on a shared machine
    // Each whole word stays 1.5 s, so 250 ms steps see every one.
    const seen = await watch(page, 11_000, 250, () => typedLine(page).innerText());
    const words = seen.filter((text) =>
      ["of Trust", "of Work", "of Creativity", "of Intelligence"].includes(text),
    );
    expect(words).toEqual(["of Trust", "of Work", "of Creativity", "of Intelligence"]);
    expect(seen.at(-1)).toBe("is Human");
    await expect(heading).toHaveAccessibleName(HEADING);
    const color = await page
      .locator('[data-slot="hero-word"]')
      .evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe(await builtColour(page, "--brand-ink"));
    expect(await heading.boundingBox()).toEqual(box);
    expect(await layoutShift(page)).toBe(0);
    // The longest word fits the line at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
  });
}

test("screen readers get one stable heading while the words are typed", async ({ page }) => {
  await gotoWithClock(page);
  // 100 ms a character, held 1.5 s, deleted at 50 ms a character.
  await page.clock.runFor(499);
  await expect(typedLine(page)).toHaveText("of Trus");
  await page.clock.runFor(1);
  await expect(typedLine(page)).toHaveText("of Trust");
  await page.clock.runFor(1_549);
  await expect(typedLine(page)).toHaveText("of Trust");
  await page.clock.runFor(1);
  await expect(typedLine(page)).toHaveText("of Trus");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(HEADING);
  await expect(page.locator("h1 [aria-hidden='true']")).toHaveCount(1);
});

// One load for both: the tab is hidden once the first retype is done.
test("the counter retypes its last digits every 5 s, stops while the tab is hidden and catches up when it is visible", async ({
  page,
}) => {
  await gotoWithClock(page);
  const counter = page.locator('[data-slot="attestation-counter"]');
  await test.step("the counter retypes its last digits from 32,456,038 to 32,456,055", async () => {
    await expect(count(page)).toHaveText("32,456,038");
    await expect(counter.locator(classSelector("sr-only"))).toHaveText("32,456,038");
    await page.clock.runFor(4_999);
    await expect(count(page)).toHaveText("32,456,038");
    // Every 5,000 ms, erase 5 characters at 60 ms, then type 5 at 80 ms.
    await page.clock.runFor(61);
    await expect(count(page)).toHaveText("32,456,03");
    expect(await caret(count(page))).toBe("caret-blink");
    await page.clock.runFor(240);
    await expect(count(page)).toHaveText("32,45");
    await page.clock.runFor(320);
    await expect(count(page)).toHaveText("32,456,05");
    await page.clock.runFor(80);
    await expect(count(page)).toHaveText("32,456,055");
    expect(await caret(count(page))).toBe("none");
    // Never announced: no live region, and screen readers get the whole number.
    await expect(counter.locator("[aria-live]")).toHaveCount(0);
    await expect(counter.locator(classSelector("sr-only"))).toHaveText("32,456,055");
    expect(await count(page).evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toContain(
      "tabular-nums",
    );
  });
  await test.step("the counter stops while the tab is hidden and catches up when it is visible", async () => {
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, "hidden", { configurable: true, get: () => value });
        document.dispatchEvent(new Event("visibilitychange"));
      }, hidden);
    // 5.7 s since the start.
    await setHidden(true);
    await page.clock.runFor(20_500);
    await expect(count(page)).toHaveText("32,456,055");
    await setHidden(false);
    await page.clock.runFor(1_000);
    // 27.2 s since the start: five steps of 17, the four of the hidden time typed in one go.
    await expect(count(page)).toHaveText("32,456,123");
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("shows the final states at once and keeps the logos still", async ({ page }) => {
    await gotoWithClock(page);
    // Read before the clock moves at all: drawn so from the first paint.
    await test.step("the task's path is drawn done at once: every step lit, the line full", async () => {
      const run = page.locator('[data-slot="hero-run"]');
      const opacities = await run
        .locator("li [aria-hidden=true]")
        .evaluateAll((markers) => markers.map((marker) => getComputedStyle(marker).opacity));
      expect(opacities).toEqual(heroRun.steps.map(() => "1"));
      const line = run.locator("ol > span > span");
      expect(await line.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
    });
    await page.clock.runFor(1_000);
    await expect(typedLine(page)).toHaveText("is Human");
    const seen = await watch(page, 5_000, 100, () => count(page).innerText());
    expect(seen.every((text) => /^\d{2},\d{3},\d{3}$/.test(text))).toBe(true);
    await expect(count(page)).toHaveText("32,456,055");
    const track = page.locator('[data-slot="partner-track"]');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await expect(track.locator("ul").nth(1)).toBeHidden();
  });
});

test("nine distinct partner logos loop, the copy is hidden, and hover, focus and the button pause it", async ({
  page,
}) => {
  await page.goto("/");
  const strip = page.getByRole("region", { name: /in the loop/ });
  const logos = strip.getByRole("img");
  await expect(logos).toHaveCount(9);
  const names = await logos.evaluateAll((els) => els.map((el) => el.getAttribute("alt")));
  expect(new Set(names)).toEqual(new Set(partners.map((partner) => partner.name)));
  // Every file arrives and draws, both lists' (the copy scrolls in from behind the strip's edge).
  const files = strip.locator("img");
  await expect(files).toHaveCount(18);
  await expect
    .poll(() =>
      files.evaluateAll(
        (els) =>
          els.filter(
            (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
          ).length,
      ),
    )
    .toBe(18);
  const sources = await logos.evaluateAll((els) => els.map((el) => el.getAttribute("src")));
  expect(new Set(sources).size).toBe(9);
  const track = page.locator('[data-slot="partner-track"]');
  await expect(track.locator("ul")).toHaveCount(2);
  await expect(track.locator("ul").nth(1)).toHaveAttribute("aria-hidden", "true");

  const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
  expect(await playState()).toBe("running");
  await strip.getByRole("heading").hover();
  expect(await playState()).toBe("paused");
  await page.mouse.move(0, 0);
  expect(await playState()).toBe("running");
  const pause = strip.getByRole("button", { name: "Pause partner logos" });
  await pause.focus();
  expect(await playState()).toBe("paused");
  await pause.press("Enter");
  await expect(pause).toHaveAttribute("aria-pressed", "true");
  await pause.blur();
  expect(await playState()).toBe("paused");
});

async function expectLightboxOpen(page: Page, alt: string) {
  const dialog = page.getByRole("dialog", { name: alt });
  await expect(dialog).toBeVisible();
  const image = dialog.getByRole("img", { name: alt });
  await expect(image).toBeVisible();
  const maxHeight = await image.evaluate((el) => getComputedStyle(el).maxHeight);
  expect(maxHeight).toMatch(/^\d+(\.\d+)?px$/);
  expect(parseFloat(maxHeight)).toBeLessThanOrEqual(800);
  expect((await image.boundingBox())!.height).toBeLessThanOrEqual(800);
  // The dialog within the screen; on a phone its image is larger, panned by scrolling in it.
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  return dialog;
}

async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (const key of ["Tab", "Tab", "Shift+Tab", "Shift+Tab", "Tab"]) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
}

/** Opens the Trust screenshot with the mouse, and closes it with its button. */
async function mouseOpensAndCloses(page: Page) {
  const { alt } = trustSection.image;
  const trigger = page.getByRole("button", { name: `Enlarge image: ${alt}` });
  await trigger.click();
  const dialog = await expectLightboxOpen(page, alt);
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await expect(dialog).toHaveAccessibleDescription(/Escape/);
  await expectFocusTrapped(page, dialog);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

/** Opens the Source screenshot with Enter, then with Space, and closes it with Escape. */
async function keyboardOpensAndCloses(page: Page) {
  const { alt } = sourceSection.image;
  const trigger = page.getByRole("button", { name: `Enlarge image: ${alt}` });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = await expectLightboxOpen(page, alt);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press("Space");
  await expectLightboxOpen(page, alt);
  await page.keyboard.press("Escape");
  await expect(trigger).toBeFocused();
}

// None of these is about what moves: the hero, the counter and the logos stay still rather than
// keep the browser drawing, which also makes the axe scans several times faster.
test.describe("under reduced motion", () => {
  test.use({ reducedMotion: "reduce", colorScheme: "light" });

  // One load a width. Each step leaves the lightbox closed, and the next opens another screenshot or
  // opens it another way, so what one step did never makes the next pass. Both widths: the dialog
  // is held to the screen, and on a phone its image is panned by scrolling in it.
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`the lightbox opens with the mouse and the keyboard, and closes back to its image (${name})`, async ({
      page,
    }) => {
      const desktop = viewport === viewports.desktop;
      if (desktop) test.slow(); // two whole-page scans on a busy machine
      const { alt } = trustSection.image;
      await page.setViewportSize(viewport);
      await page.goto("/");
      // Neither this nor the last step depends on the width: checked at the desktop's. This one
      // first, while nothing has focus: a closed dialog gives focus back to what had it before.
      if (desktop)
        await test.step("returns focus to the image even when the click did not focus it", async () => {
          const trigger = page.getByRole("button", { name: `Enlarge image: ${alt}` });
          // Safari does not focus buttons on click: open it the same way, without focusing.
          await trigger.evaluate((el) => (el as HTMLButtonElement).click());
          await expectLightboxOpen(page, alt);
          await page.keyboard.press("Escape");
          await expect(trigger).toBeFocused();
        });
      await test.step(`lightbox (${name}): opens with the mouse, traps focus, and the close button returns focus to the image`, () =>
        mouseOpensAndCloses(page));
      await test.step(`lightbox (${name}): opens with the keyboard and Escape closes it`, () =>
        keyboardOpensAndCloses(page));
      if (desktop)
        await test.step("clicking beside the image closes the lightbox", async () => {
          await page.getByRole("button", { name: `Enlarge image: ${alt}` }).click();
          const dialog = await expectLightboxOpen(page, alt);
          await dialog.getByRole("img", { name: alt }).click();
          await expect(dialog).toBeVisible();
          await page.mouse.click(5, viewports.desktop.height - 5);
          await expect(dialog).toBeHidden();
        });
      // The dark theme changes only colours, so its scan runs the colour rules.
      if (desktop)
        await test.step("axe finds nothing with the lightbox open, in light and dark", async () => {
          await page.getByRole("button", { name: `Enlarge image: ${alt}` }).click();
          await expect(page.getByRole("dialog")).toBeVisible();
          await expectAccessible(page);
          await page.emulateMedia({ colorScheme: "dark" });
          await expect(page.locator("html")).toHaveClass(/\bdark\b/);
          await expect(page.getByRole("dialog")).toBeVisible();
          await expectAccessible(page, COLOUR_RULES);
        });
    });
  }

  // Read at one load, the links followed last (each from a fresh load of the page): none of the
  // first three checks moves anything, and none of them is about the width but the columns'.
  test("at desktop width the page shows its images, bands and columns as laid out, and its links go where the spec says", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/");
    await test.step("images below the fold load lazily and say what they show", async () => {
      for (const { src, alt, width, height } of [trustSection.image, sourceSection.image]) {
        const image = page
          .getByRole("button", { name: `Enlarge image: ${alt}` })
          .locator(`img[src="${src}"]`);
        await expect(image).toHaveAttribute("loading", "lazy");
        await expect(image).toHaveAttribute("width", String(width));
        await expect(image).toHaveAttribute("height", String(height));
        await expect(page.getByRole("button", { name: `Enlarge image: ${alt}` })).toBeAttached();
      }
    });
    await test.step("the product bands head their steps and features like every other section", async () => {
      for (const id of ["trust", "source"]) {
        const band = page.locator(`#${id}`);
        for (const name of ["How it Works", "Key features"]) {
          const heading = band.getByRole("heading", { level: 3, name, exact: true });
          await expect(heading).toBeVisible();
          expect(await heading.evaluate((el) => getComputedStyle(el).textTransform)).toBe(
            "uppercase",
          );
        }
        await expect(
          band.getByRole("list", { name: "How it Works" }).getByRole("listitem"),
        ).toHaveCount(4);
        await expect(
          band.getByRole("list", { name: "Key features" }).getByRole("listitem"),
        ).toHaveCount(3);
      }
    });
    await test.step("at desktop width the hero's second column is as full as its first", async () => {
      const heights = await page
        .locator('[data-slot="attestation-counter"]')
        .evaluate((counter) =>
          [...counter.parentElement!.parentElement!.children].map(
            (column) => column.getBoundingClientRect().height,
          ),
        );
      const [copy, aside] = heights;
      expect(heights).toHaveLength(2);
      expect(aside!).toBeGreaterThan(copy! * 0.8);
    });
    await test.step("every link goes where the spec says", async () => {
      const main = page.getByRole("main");

      // The build names no external demo (VITE_TRUST_DEMO_URL): the sample certificate, in this tab.
      const demo = main.getByRole("link", { name: "Demo Trust", exact: true });
      await expect(demo).toHaveAttribute("href", "/verify/demo");
      await expect(demo).not.toHaveAttribute("target");

      // The use cases come right after the Source section.
      const order = await page.evaluate(() =>
        [...document.querySelectorAll("main section[id]")].map((section) => section.id),
      );
      expect(order.indexOf("use-cases")).toBe(order.indexOf("source") + 1);
      for (const { link } of useCases.features) {
        await expect(
          main.locator("#use-cases").getByRole("link", { name: link.label, exact: true }),
        ).toHaveAttribute("href", link.href);
      }

      await main.getByRole("link", { name: "Learn More" }).click();
      await expect(page).toHaveURL("/request-demo");
      await page.goto("/");
      await page.getByRole("main").getByRole("link", { name: "Request a Demo" }).click();
      await expect(page).toHaveURL("/request-demo");
      await page.goto("/");
      await page.getByRole("main").getByRole("link", { name: sourceSection.action.label }).click();
      await expect(page).toHaveURL("/products/source");
    });
  });

  test("on a phone the hero's first screen stacks its buttons and shows one task's path", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/");
    await test.step("on a phone the hero's two buttons stack at one width", async () => {
      const actions = page.locator('[data-slot="page-actions"]').first().getByRole("link");
      const boxes = await actions.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      );
      const [first, second] = boxes;
      expect(boxes).toHaveLength(2);
      expect(first!.width).toBe(second!.width);
      expect(second!.top).toBeGreaterThan(first!.bottom);
    });
    await test.step("a phone's first screen shows one task's path, from the agent's call to its certificate", async () => {
      const run = page.locator('[data-slot="hero-run"]');
      await expect(run.getByRole("listitem")).toHaveText(
        heroRun.steps.map((step) => step.title).map((title) => new RegExp(title)),
      );
      const top = await run
        .getByRole("listitem")
        .first()
        .evaluate((step) => step.getBoundingClientRect().top);
      expect(top).toBeLessThan(viewports.phone.height);
      await expect(run.getByRole("link", { name: heroRun.action.label })).toHaveAttribute(
        "href",
        heroRun.action.href,
      );
    });
  });
});
