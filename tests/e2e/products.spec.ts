import type { Locator, Page } from "@playwright/test";
import { builtColour } from "./built-classes.ts";
import {
  expect,
  problemsAtLineWidths,
  resize,
  scriptRequests,
  test,
  viewports,
  withoutBrandFont,
} from "./fixtures.ts";
import { sourceComparison, sourceHero } from "../../app/content/products/source.ts";
import { trustHero, trustOversight } from "../../app/content/products/trust.ts";
import { escalation } from "../../app/content/use-cases/escalation.ts";

const TAGLINE = "The simplest way to bring real humans into your AI workflows.";
/** The zoomed image's maximum height. */
const ZOOM_MAX_HEIGHT_PX = 800;

/** The smallest length in a computed value such as "800px" or "min(800px, 100%)"; null without one. */
function smallestPx(value: string) {
  const lengths = [...value.matchAll(/([\d.]+)px/g)].map((match) => Number(match[1]));
  return lengths.length ? Math.min(...lengths) : null;
}

async function expectZoomOpen(page: Page) {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // Each theme has its file; the one on screen is the current theme's.
  const image = dialog.locator('[data-slot="lightbox-image"]:visible');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  const maxHeight = await image.evaluate((img) => getComputedStyle(img).maxHeight);
  expect(maxHeight, "computed max-height").not.toBe("none");
  expect(smallestPx(maxHeight), `computed max-height ${maxHeight}`).toBeLessThanOrEqual(
    ZOOM_MAX_HEIGHT_PX,
  );
  expect((await image.boundingBox())!.height).toBeLessThanOrEqual(ZOOM_MAX_HEIGHT_PX);
  return dialog;
}

/** Opens with the mouse and closes with Escape, then opens with the keyboard and closes with Close. */
async function expectZoomWorks(page: Page, trigger: Locator) {
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  let dialog = await expectZoomOpen(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await trigger.focus();
  await page.keyboard.press("Enter");
  dialog = await expectZoomOpen(page);
  const close = dialog.getByRole("button", { name: "Close" });
  await close.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();

  await trigger.focus();
  await page.keyboard.press(" ");
  dialog = await expectZoomOpen(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A product or use-case page at desktop width states its benefit at a scale between the home
 * page's and 48 px, and closes on a calm band: neither the brand's red nor the page's own
 * background. The dark theme's colours are the ones it is read in.
 */
async function expectBenefitAndCalmClose(page: Page) {
  const size = await page
    .getByRole("heading", { level: 1 })
    .evaluate((heading) => parseFloat(getComputedStyle(heading).fontSize));
  expect(size).toBeGreaterThan(48);
  expect(size).toBeLessThan(84);
  const band = page.locator('[data-slot="cta-banner"]');
  const [background, page_] = await band.evaluate((el) => [
    getComputedStyle(el).backgroundColor,
    getComputedStyle(document.body).backgroundColor,
  ]);
  const brand = await builtColour(page, "--brand");
  expect(background, page.url()).not.toBe(brand);
  expect(background, page.url()).not.toBe(page_);
}

/** The former test of each page's benefit and closing band, named with the page it reads. */
const BENEFIT =
  "product and use-case pages state their benefit at a scale between the home page's and 48 px, and close on a calm band";
/** The former test of the page's shape, named with the page it reads. */
const SHAPE =
  "each product page has its own shape: Flows leads with code, Trust's features are a bento";
/** The former test of the phone's stacked actions, named with the page it reads. */
const stackedActions = (path: string) => `the stacked actions on ${path} share one width`;

/** On a phone, the hero's actions stack and share one width. */
async function expectStackedActionsShareOneWidth(page: Page) {
  const actions = page.locator('[data-slot="page-actions"]').first().locator(":scope > *");
  const widths = await actions.evaluateAll((els) =>
    els.map((el) => Math.round(el.getBoundingClientRect().width)),
  );
  expect(widths.length).toBeGreaterThan(1);
  expect(new Set(widths).size).toBe(1);
}

// Each product page is loaded once, at desktop width in the dark theme (the closing band's colours
// are read in it; nothing else here depends on the theme), then narrowed to a phone's: each step
// was a test with a context and a load of its own, and still names what broke. Without motion:
// nothing here is about it.
test.describe("product pages", () => {
  test.use({ viewport: viewports.desktop, colorScheme: "dark", reducedMotion: "reduce" });

  test("Flows: its name, steps and use cases, its static code that copies, and its links", async ({
    page,
    context,
  }) => {
    await page.goto("/products/flows");
    await test.step("shows its name over the tagline as the heading, four steps and four use cases", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TAGLINE);
      await expect(
        page.locator('[data-slot="page-header"]').getByText("Flows", { exact: true }),
      ).toBeVisible();

      const steps = page.locator("#how-it-works");
      await expect(steps.getByRole("heading", { level: 2 })).toHaveText("How it works");
      await expect(steps.getByRole("listitem")).toHaveCount(4);
      await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
        "Choose a task template",
        "Select a verified workforce",
        "Expose it to your agent over MCP",
        "Validate and attest",
      ]);

      for (const name of ["Enablement", "Fulfillment", "Trust"]) {
        await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
      }
      const useCases = page.getByRole("heading", { name: "Where teams put people in the loop" });
      const cards = page.locator("section").filter({ has: useCases }).getByRole("listitem");
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
        "Verification",
        "Escalation",
        "Consultation",
        "Simulation",
      ]);
    });

    await test.step("shows an MCP tools/call request as static, readable code", async () => {
      const code = page.locator("pre code").first();
      await expect(code).toContainText('"method": "tools/call"');
      const request = JSON.parse((await code.textContent()) ?? "");
      expect(request).toMatchObject({ jsonrpc: "2.0", method: "tools/call" });
      expect(await page.locator("pre [class*='token']").count()).toBe(0);
    });

    await test.step(SHAPE, async () => {
      const codeTop = await page
        .locator("pre code")
        .first()
        .evaluate((code) => code.getBoundingClientRect().top);
      const stepsTop = await page
        .locator("#how-it-works")
        .evaluate((steps) => steps.getBoundingClientRect().top);
      expect(codeTop).toBeLessThan(stepsTop);
    });

    await test.step(`${BENEFIT} (/products/flows)`, () => expectBenefitAndCalmClose(page));

    await resize(page, viewports.phone);
    await test.step(stackedActions("/products/flows"), () =>
      expectStackedActionsShareOneWidth(page),
    );

    await test.step("each code sample copies its JSON, and on a phone a long line scrolls, never cut off", async () => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      for (const pre of await page.locator("pre").all()) {
        const clipped = await pre.evaluate(
          (el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX !== "auto",
        );
        expect(clipped, "a code line runs past a box that does not scroll").toBe(false);
        await expect(pre).toHaveAttribute("tabindex", "0");
      }
      await page.getByRole("button", { name: "Copy request" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Request copied" })).toBeAttached();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(JSON.parse(copied)).toMatchObject({ jsonrpc: "2.0", method: "tools/call" });
      await page.getByRole("button", { name: "Copy result" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Result copied" })).toBeAttached();
      expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toMatchObject({
        result: { isError: false },
      });
    });

    await resize(page, viewports.desktop);
    await test.step("links each use case, the demo request and the steps", async () => {
      const main = page.getByRole("main");
      // Each card names the page it opens, so "Verification" visibly leads to the Validation page.
      // Simulation has no page yet: its card asks for a demo, so no card ends bare.
      for (const [card, name, href] of [
        ["Verification", "See the Validation use case", "/use-cases/validation"],
        ["Escalation", "See the Escalation use case", "/use-cases/escalation"],
        ["Consultation", "See the Consultation use case", "/use-cases/consultation"],
        ["Simulation", "Request a Demo about simulation", "/request-demo"],
      ] as const) {
        const item = main
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: card, exact: true }) });
        await expect(item.getByRole("link")).toHaveAccessibleName(name);
        await expect(item.getByRole("link")).toHaveAttribute("href", href);
      }
      await expect(main.getByRole("link", { name: "See how it works" })).toHaveAttribute(
        "href",
        "#how-it-works",
      );
      const demo = main.getByRole("link", { name: "Request a Demo", exact: true });
      await expect(demo).toHaveCount(2);
      for (const link of await demo.all())
        await expect(link).toHaveAttribute("href", "/request-demo");

      await main.getByRole("link", { name: "See the Escalation use case" }).click();
      await expect(page).toHaveURL("/use-cases/escalation");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(escalation.tagline);
    });

    await test.step(`${BENEFIT} (/use-cases/escalation)`, () => expectBenefitAndCalmClose(page));
  });

  test("Source: the marketplace, its comparison as a table and on a phone, and a demo request", async ({
    page,
  }) => {
    await page.goto("/products/source");
    await test.step("describes the marketplace and links to a demo request", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(sourceHero.tagline);
      await expect(page.getByRole("cell", { name: /^200\+ workforce providers/ })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Biometric verification" })).toBeVisible();
      for (const name of ["Domain", "Expertise", "Reputation score"]) {
        await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
      }
    });

    await test.step(`${BENEFIT} (/products/source)`, () => expectBenefitAndCalmClose(page));

    await test.step("Source's comparison is a table at desktop width, and on a phone each value names its offer", async () => {
      const table = page.getByRole("table", { name: sourceComparison.intro.heading });
      for (const column of sourceComparison.columns)
        await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
      const [row] = sourceComparison.rows;
      const cells = table
        .getByRole("row", { name: new RegExp(`^${row!.label}`) })
        .getByRole("cell");
      await expect(cells).toHaveText(row!.values);

      await resize(page, viewports.phone);
      await expect(
        table.getByRole("columnheader", { name: sourceComparison.columns[0] }),
      ).not.toBeInViewport();
      const named = await cells.evaluateAll((els) =>
        els.map((el) => getComputedStyle(el, "::before").content),
      );
      expect(named).toEqual(sourceComparison.columns.map((column) => `"${column}"`));
      // The label sits above its value, not beside it: both read in one layout, as the page above
      // them may still change height (a picture takes its phone crop as the browser next draws).
      const [cell, label] = await cells
        .first()
        .evaluate((el) =>
          [el, el.closest("tr")!.querySelector("th")!].map((box) => box.getBoundingClientRect()),
        );
      expect(cell!.top).toBeGreaterThan(label!.bottom - 1);
    });

    await test.step(stackedActions("/products/source"), () =>
      expectStackedActionsShareOneWidth(page),
    );

    await test.step("describes the marketplace and links to a demo request", async () => {
      await page.getByRole("main").getByRole("link", { name: "Request a Demo" }).first().click();
      await expect(page).toHaveURL("/request-demo");
    });
  });

  test("Trust: the demo, the sample certificate and a demo request, over a bento of features", async ({
    page,
  }) => {
    await page.goto("/products/trust");
    await test.step(`${BENEFIT} (/products/trust)`, () => expectBenefitAndCalmClose(page));

    await test.step(SHAPE, async () => {
      const cards = page
        .locator("section")
        .filter({
          has: page.getByRole("heading", {
            name: "Evidence that holds up outside your own systems",
          }),
        })
        .locator('[data-slot="feature-card"]');
      const widths = await cards.evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().width),
      );
      expect(widths).toHaveLength(6);
      expect(widths[0]! / widths[1]!).toBeGreaterThan(1.8);
      expect(widths[5]! / widths[4]!).toBeGreaterThan(1.8);
    });

    await test.step("the oversight band draws its log across the band, its two actions side by side", async () => {
      const band = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: trustOversight.intro.heading }) });
      const [screen, inner] = await band.evaluate((section) => {
        const style = getComputedStyle(section);
        return [
          section.querySelector('[data-slot="zoomable-image"]')!.getBoundingClientRect().width,
          section.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        ];
      });
      expect(screen).toBeGreaterThan(0.95 * inner!);
      const actions = band.locator('[data-slot="page-actions"] > *');
      await expect(actions).toHaveText([
        "View a sample certificate",
        "Verify a certificate you received",
      ]);
      const tops = await actions.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, "one row").toBe(1);
    });

    await resize(page, viewports.phone);
    await test.step(stackedActions("/products/trust"), () =>
      expectStackedActionsShareOneWidth(page),
    );

    await test.step("links the demo (the sample certificate, in this tab, while the build names no external one), the sample certificate and a demo request", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(trustHero.tagline);
      const main = page.getByRole("main");
      const demo = main.getByRole("link", { name: /^Try Trust Demo/ });
      await expect(demo).toHaveAttribute("href", "/verify/demo");
      await expect(demo).not.toHaveAttribute("target");
      await expect(demo).toHaveAccessibleName("Try Trust Demo");
      await expect(main.getByRole("link", { name: "Request a Demo" }).first()).toHaveAttribute(
        "href",
        "/request-demo",
      );
      // Two actions in the hero: the demo request first, the demo second.
      const hero = page.locator('[data-slot="page-header"] [data-slot="page-actions"]');
      await expect(hero.getByRole("link")).toHaveText(["Request a Demo", "Try Trust Demo"]);
      await main.getByRole("link", { name: "View a sample certificate" }).click();
      await expect(page).toHaveURL("/verify/demo");
    });
  });
});

/**
 * Each card title's lines: how many words its last one holds, and how far its text runs past the
 * card's inner edge (the layout checks' overflow test, at a width they do not visit).
 */
function cardTitles() {
  const range = document.createRange();
  return [
    ...document.querySelectorAll(
      '[data-slot="feature-card"] :is(h3, h4), [data-slot="step"] :is(h3, h4)',
    ),
  ].map((title) => {
    const words: { top: number; right: number }[] = [];
    const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
    for (
      let node = walker.nextNode() as Text | null;
      node;
      node = walker.nextNode() as Text | null
    ) {
      for (const match of node.data.matchAll(/\S+/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rect = range.getBoundingClientRect();
        words.push({ top: Math.round(rect.top), right: rect.right });
      }
    }
    const lastTop = Math.max(...words.map((word) => word.top));
    const card = title.closest("[data-slot]")!;
    const inner = card.getBoundingClientRect().right - card.clientLeft;
    return {
      text: title.textContent!,
      lines: new Set(words.map((word) => word.top)).size,
      lastLineWords: words.filter((word) => word.top === lastTop).length,
      past: Math.round(Math.max(...words.map((word) => word.right)) - inner),
    };
  });
}

/**
 * Feature cards side by side whose titles start at different heights: a card's title rides up
 * when the card has no icon over it. Cards are in one row when their tops match.
 */
function misalignedCardTitles() {
  const rows = new Map<number, { text: string; top: number }[]>();
  for (const card of document.querySelectorAll('[data-slot="feature-card"]')) {
    const title = card.querySelector("h3")!;
    const row = Math.round(card.getBoundingClientRect().top);
    rows.set(row, [
      ...(rows.get(row) ?? []),
      { text: title.textContent!, top: title.getBoundingClientRect().top },
    ]);
  }
  return [...rows.values()].flatMap((titles) => {
    const highest = Math.min(...titles.map((title) => title.top));
    return titles
      .filter((title) => title.top - highest > 1)
      .map((title) => `"${title.text}" starts ${Math.round(title.top - highest)} px below its row`);
  });
}

test.describe("product card titles", () => {
  test.use({ reducedMotion: "reduce" });

  test("no card title on a product page ends on a lone word, runs past its card or starts lower than its row's, at 390, 1024 and 1280 px", async ({
    page,
  }) => {
    // The face every end-to-end load lays out in; the brand face sets these titles narrower.
    await withoutBrandFont(page);
    for (const route of ["/products/flows", "/products/source", "/products/trust"]) {
      await test.step(route, async () => {
        const problems = await problemsAtLineWidths(page, route, async () =>
          (await page.evaluate(cardTitles))
            .flatMap((title) => [
              ...(title.lines > 1 && title.lastLineWords === 1
                ? [`"${title.text}" ends on a lone word`]
                : []),
              ...(title.past > 1 ? [`"${title.text}" runs ${title.past} px past its card`] : []),
            ])
            .concat(await page.evaluate(misalignedCardTitles)),
        );
        // Soft, so one run names every page's problems.
        expect.soft(problems, problems.join("\n")).toEqual([]);
      });
    }
  });
});

test.describe("product screenshots", () => {
  // Taller than the cap, so the 800 px limit is what holds the image; without motion, each dialog
  // opens and closes at once.
  test.use({ viewport: { width: 1600, height: 1200 }, reducedMotion: "reduce" });

  // One load a page: the checks of the first click, of focus and of the images' loading were
  // tests of their own, each a step here.
  const zooms = (path: string) => `every screenshot on ${path} zooms by mouse and keyboard`;
  const zoomsEverywhere = async (page: Page) => {
    const triggers = page.getByRole("button", { name: /^Enlarge image: / });
    await expect(triggers).toHaveCount(2);
    for (const trigger of await triggers.all()) await expectZoomWorks(page, trigger);
  };

  test(`${zooms("/products/flows")}, gives focus back, and loads images below the fold lazily`, async ({
    page,
  }) => {
    await page.goto("/products/flows");
    await test.step("images below the fold load lazily and every image has its size", async () => {
      const images = page.getByRole("main").locator("img");
      await expect(images.first()).toHaveAttribute("loading", "eager");
      await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute("width", "1280");
        await expect(image).toHaveAttribute("height", "800");
      }
    });
    await test.step("focus goes back to the screenshot when the dialog closes", async () => {
      const trigger = page.getByRole("button", { name: /^Enlarge image: / }).first();
      await trigger.click();
      await expectZoomOpen(page);
      await page.keyboard.press("Escape");
      await expect(trigger).toBeFocused();
      await page.keyboard.press("Enter");
      await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
      await expect(trigger).toBeFocused();
    });
    await test.step(zooms("/products/flows"), () => zoomsEverywhere(page));
  });

  test(zooms("/products/source"), async ({ page }) => {
    await page.goto("/products/source");
    await zoomsEverywhere(page);
  });

  test(`${zooms("/products/trust")}, from the first click, with no script`, async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto("/products/trust");
    await test.step("a screenshot opens on the first click and key, and the page loads no script for it", async () => {
      const [hero, band] = await page.getByRole("button", { name: /^Enlarge image: / }).all();
      await hero!.click();
      await expectZoomOpen(page);
      await page.keyboard.press("Escape");
      await band!.focus();
      await page.keyboard.press("Enter");
      await expectZoomOpen(page);
      expect(scripts).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    });
    await test.step(zooms("/products/trust"), () => zoomsEverywhere(page));
  });

  test("the use-case screenshot zooms too", async ({ page }) => {
    await page.goto("/use-cases/validation");
    await expectZoomWorks(page, page.getByRole("button", { name: /^Enlarge image: / }));
  });
});
