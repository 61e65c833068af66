import type { Locator, Page } from "@playwright/test";
import { footerColumns, NAV_MENU_TIMING, productLinks } from "../../app/content/navigation.ts";
import { MISSING_PATH_MESSAGE } from "../../app/components/not-found/missing-path-log.ts";
import { site } from "../../app/content/site.ts";
import { expect, pauseClock, resize, routes, test, viewports } from "./fixtures.ts";

/** A button's expanded state as Chromium exposes it to assistive technology (a popover's invoker has no attribute for it). */
async function expanded(page: Page, name: string) {
  const session = await page.context().newCDPSession(page);
  const { root } = await session.send("DOM.getDocument");
  const { nodes } = await session.send("Accessibility.queryAXTree", {
    nodeId: root.nodeId,
    accessibleName: name,
    role: "button",
  });
  await session.detach();
  return nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value;
}

const isOpen = (menu: Locator) => menu.evaluate((element) => element.matches(":popover-open"));

test("the first paint waits for the whole page, even when the download stalls halfway", async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  // The page stops arriving right after the hero, for longer than any frame takes to draw.
  await page.route("/", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<section aria-labelledby="partners-heading"',
      '<script src="/stall.js"></script>$&',
    );
    await route.fulfill({ response, body: html, headers: { "content-type": "text/html" } });
  });
  await page.route("/stall.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    // It leaves nothing behind for hydration to trip over.
    await route.fulfill({
      body: "document.currentScript.remove();",
      contentType: "text/javascript",
    });
  });
  await page.addInitScript(() => {
    const record = window as unknown as { firstFrame: { footer: boolean; shift: number } };
    record.firstFrame = { footer: false, shift: 0 };
    requestAnimationFrame(() => {
      record.firstFrame.footer = document.querySelector("footer") !== null;
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        record.firstFrame.shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/");
  const firstFrame = await page.evaluate(
    () => (window as unknown as { firstFrame: { footer: boolean; shift: number } }).firstFrame,
  );
  expect(firstFrame).toEqual({ footer: true, shift: 0 });
});

test("the 404 page logs the missing path, as information, and links home", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(`${message.type()}: ${message.text()}`));
  await page.goto("/missing-page");
  // Information, not an error (the browser's own line for the 404 status is not the page's).
  await expect
    .poll(() => logged.filter((line) => line.includes(MISSING_PATH_MESSAGE)))
    .toEqual([`info: ${MISSING_PATH_MESSAGE} /missing-page`]);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

/** Every entry of an open products list: its icon and both its lines drawn whole, inside the viewport. */
async function expectProductEntries(page: Page, list: Locator) {
  const viewport = page.viewportSize()!;
  for (const product of productLinks) {
    const link = list.getByRole("link", { name: new RegExp(`^${product.title}`) });
    await expect(link).toContainText(product.description);
    const icon = link.locator("svg");
    await expect(icon).toBeVisible();
    await expect(icon).toHaveAttribute("aria-hidden", "true");
    const [box, iconBox] = await Promise.all([link.boundingBox(), icon.boundingBox()]);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    // The icon sits at the entry's start, level with its title.
    expect(iconBox!.x).toBeLessThan(box!.x + 32);
    expect(iconBox!.y).toBeLessThan(box!.y + 32);
    // No line is cut off: the text fits the entry's box.
    expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
}

test("each Products entry shows its product's icon and one-line description, whole, on a phone and at 1024 and 1280 px", async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  await page.goto("/about");
  await page.getByRole("button", { name: "Menu" }).click();
  await expectProductEntries(page, page.locator("#mobile-menu"));
  await page.keyboard.press("Escape");

  // The header is CSS alone at every width, so one load is resized through them.
  for (const width of [1024, 1280]) {
    await resize(page, { width, height: 800 });
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Products" }).click();
    await expectProductEntries(page, page.locator("#products-menu"));
    // The keyboard reaches each entry with its focus drawn.
    await page.keyboard.press("Tab");
    const first = page.locator("#products-menu a").first();
    await expect(first).toBeFocused();
    expect(await first.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe(
      "none",
    );
    await page.keyboard.press("Escape");
    await expect(page.locator("#products-menu")).toBeHidden();
  }
});

test.describe("desktop header", () => {
  test.use({ viewport: viewports.desktop });

  test("Products opens under the pointer with the spec's delays, and a click then keeps it open", async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto("/");
    const button = page.getByRole("button", { name: "Products" });
    const menu = page.locator("#products-menu");
    const { openDelayMs, skipDelayMs, closeDelayMs } = NAV_MENU_TIMING;
    const away = async () => page.mouse.move(10, 400);

    await button.hover();
    await page.clock.runFor(openDelayMs - 10);
    expect(await isOpen(menu)).toBe(false);
    await page.clock.runFor(10);
    await expect(menu).toBeVisible();
    expect(await expanded(page, "Products")).toBe(true);
    // Below its button, not anywhere else on the screen.
    const [under, panel] = [await button.boundingBox(), await menu.boundingBox()];
    expect(Math.abs(panel!.x - under!.x)).toBeLessThan(2);
    expect(Math.abs(panel!.y - (under!.y + under!.height))).toBeLessThan(2);

    // Into the menu is not leaving it; away from both closes it after the close delay.
    await menu.getByRole("link", { name: /^Source/ }).hover();
    await page.clock.runFor(closeDelayMs * 2);
    expect(await isOpen(menu)).toBe(true);
    await away();
    await page.clock.runFor(closeDelayMs - 10);
    expect(await isOpen(menu)).toBe(true);
    await page.clock.runFor(10);
    await expect(menu).toBeHidden();

    // Back within the skip delay: open at once. A click on it then keeps it; a second closes it.
    await page.clock.runFor(skipDelayMs - closeDelayMs - 50);
    await button.hover();
    expect(await isOpen(menu)).toBe(true);
    await button.click();
    expect(await isOpen(menu)).toBe(true);
    await button.click();
    await expect(menu).toBeHidden();

    // Clicked open before the open delay and closed with Escape, it stays closed when the delay
    // runs out: the pointer's pending open does not undo the visitor's close.
    await away();
    await page.clock.runFor(skipDelayMs);
    await button.hover();
    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.clock.runFor(openDelayMs);
    expect(await isOpen(menu)).toBe(false);
  });

  // One visit through the header, from page to page: each step was a test of its own, with a
  // context and a load of its own, and still names what broke.
  test("the header's links and menus take a visitor from page to page, by pointer and keyboard", async ({
    page,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await test.step("Products opens from the keyboard, closes as focus leaves it and with Escape", async () => {
      const button = page.getByRole("button", { name: "Products" });
      const menu = page.locator("#products-menu");
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: /^Flows/ })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();

      await page.keyboard.press("Enter");
      for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
      await expect(banner.getByRole("link", { name: "About", exact: true })).toBeFocused();
      await expect(menu).toBeHidden();
    });

    await test.step("About, Pricing and Learn More go where the spec says", async () => {
      await banner.getByRole("link", { name: "About", exact: true }).click();
      await expect(page).toHaveURL("/about");

      await test.step("the Products menu lists Flows, Source and Trust, and its links land at the top", async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const nav = page.getByRole("navigation", { name: "Main" });
        await nav.getByRole("button", { name: "Products" }).click();
        for (const name of ["Flows", "Source", "Trust"]) {
          await expect(nav.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
        }
        await nav.getByRole("link", { name: /^Source/ }).click();
        await expect(page).toHaveURL("/products/source");
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      });

      await banner.getByRole("link", { name: "Pricing" }).click();
      await expect(page).toHaveURL("/pricing");
      await expect(banner.getByRole("link", { name: "Pricing" })).toHaveAttribute(
        "aria-current",
        "page",
      );

      // A page reached by a link starts with nothing focused, as one opened by its address does.
      await test.step("keyboard users can skip to the content", async () => {
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: "Skip to content" });
        await expect(skip).toBeFocused();
        await expect(skip).toBeVisible();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(/#main$/);
        await expect(page.locator("main")).toBeFocused();
      });

      await banner.getByRole("link", { name: /^Learn More/ }).click();
      await expect(page).toHaveURL("/request-demo");

      await test.step("toasts have a labelled region on the page whose form raises them", async () => {
        const region = page.getByRole("region", { name: /^Notifications/ });
        await expect(region).toBeAttached();
        await expect(region).toHaveAttribute("aria-label", /alt\+T/i);
      });

      await banner.getByRole("link", { name: `${site.name} home` }).click();
      await expect(page).toHaveURL("/");
    });
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: viewports.phone });

  // One load of the home page on a phone: each step was a test with a load of its own.
  test("a link to a section lands below the header, and the menu opens and closes with its button, Escape and navigation", async ({
    page,
  }) => {
    await page.goto("/");
    await test.step("a link to a section scrolls it into view below the sticky header", async () => {
      await page.getByRole("link", { name: "See how it works" }).click();
      await expect(page).toHaveURL("/#trust");
      const header = (await page.getByRole("banner").boundingBox())!;
      const top = async () => (await page.locator("#trust").boundingBox())!.y;
      // The scroll is smooth: wait for it to land.
      await expect.poll(top).toBeLessThan(header.height + 100);
      expect(await top()).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    });

    // The menu opens over the page wherever it is scrolled to, as the header stays.
    await test.step("opens and closes with its button, Escape and navigation", async () => {
      const toggle = page.getByRole("button", { name: "Menu" });
      const menu = page.locator("#mobile-menu");
      expect(await expanded(page, "Menu")).toBe(false);
      await expect(menu).toBeHidden();

      await toggle.click();
      expect(await expanded(page, "Menu")).toBe(true);
      for (const name of [
        /^Flows/,
        /^Source/,
        /^Trust/,
        /^About$/,
        /^Pricing$/,
        /^Learn More about/,
      ]) {
        await expect(menu.getByRole("link", { name })).toBeVisible();
      }
      await expect(menu.getByRole("button", { name: "Dark theme" })).toBeVisible();

      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await menu.getByRole("link", { name: /^Trust/ }).click();
      await expect(page).toHaveURL("/products/trust");
      await expect(menu).toBeHidden();
      expect(await expanded(page, "Menu")).toBe(false);
    });
  });
});

test("the header's menus and theme toggle work before, and without, the page's scripts", async ({
  page,
}) => {
  await page.route("**/assets/*.js", (route) => route.abort());
  // Without motion: the theme's switch restyles the page once, with no transitions to run.
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await page.setViewportSize(viewports.phone);
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  const menu = page.locator("#mobile-menu");
  await expect(menu.getByRole("link", { name: /^Trust/ })).toBeVisible();
  const theme = menu.getByRole("button", { name: "Dark theme" });
  await theme.click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(theme).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.setViewportSize(viewports.desktop);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Products" }).click();
  await nav.getByRole("link", { name: /^Flows/ }).click();
  await expect(page).toHaveURL("/products/flows");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

test.describe("theme", () => {
  // One load follows the system's changes: each step was a test with a load of its own. Without
  // motion, as the last step requires: the others read classes and colours, not transitions.
  test.use({ reducedMotion: "reduce", colorScheme: "dark" });

  test("the page takes the system's theme and follows its changes at once, the logo with it", async ({
    page,
  }) => {
    const fills = () =>
      page
        .getByRole("banner")
        .getByRole("link", { name: `${site.name} home` })
        .locator("svg rect")
        .evaluateAll((rects) => rects.map((rect) => getComputedStyle(rect).fill));
    await page.goto("/");
    await test.step("follows the system by default, including live changes", async () => {
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await page.emulateMedia({ colorScheme: "light" });
      await expect(page.locator("html")).toHaveClass(/\blight\b/);
    });

    await test.step("the logo is white in the dark theme and in colour otherwise", async () => {
      await expect
        .poll(async () => (await fills()).some((fill) => fill !== "rgb(255, 255, 255)"))
        .toBe(true);
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      expect(new Set(await fills())).toEqual(new Set(["rgb(255, 255, 255)"]));
    });

    await test.step("a theme change recolours the page at once, with no transition anywhere", async () => {
      await page.emulateMedia({ colorScheme: "light" });
      await expect(page.locator("html")).toHaveClass(/\blight\b/);
      const transitions = await page.evaluate(
        () =>
          document.getAnimations().filter((animation) => animation instanceof CSSTransition).length,
      );
      expect(transitions).toBe(0);
    });
  });

  test("the toggle switches light and dark, persists under vite-ui-theme, and never flashes", async ({
    page,
  }) => {
    // Without motion: a switch restyles the page once, with no transitions to run.
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.goto("/");
    const toggle = page.getByRole("banner").getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("dark");

    // The class is on <html> before any app script runs.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.unroute("**/assets/*.js");

    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("light");
  });
});

// One visit through the footer's links: each step was a test with a context and a load of its own.
test("the footer links a visitor to the verifier, the privacy notice and a product, and loads nothing from elsewhere", async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) thirdParty.push(request.url());
  });
  await page.goto("/");
  const footer = page.getByRole("contentinfo");

  await test.step("analytics loads nothing when no measurement id is configured", async () => {
    await footer.getByRole("link", { name: "Verify a certificate" }).click();
    await expect(page).toHaveURL("/verify");
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);
  });

  await test.step("the footer has the year, the privacy link and three social links in new tabs", async () => {
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
    for (const { label, href } of site.social) {
      const link = footer.getByRole("link", {
        name: `${site.name} on ${label} (opens in a new tab)`,
      });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy-notice");
  });

  await test.step("the footer has product, company and legal columns and a contact address", async () => {
    for (const heading of footerColumns.map((column) => column.heading)) {
      await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(footer.locator("address")).toContainText("Austin, TX");
    await expect(footer.getByRole("link", { name: site.contactEmail })).toHaveAttribute(
      "href",
      `mailto:${site.contactEmail}`,
    );
    await footer.getByRole("link", { name: "Source" }).click();
    await expect(page).toHaveURL("/products/source");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("/ldc sends the browser to the static page", async ({ page }) => {
  const response = await page.goto("/ldc");
  expect(response?.url()).toMatch(/\/ldc\/index\.html$/);
  await expect(page.locator("h1")).toBeVisible();
  expect(await page.locator("script[src]").count()).toBe(0);
  // The site's call to action and footer, not words of its own.
  await expect(
    page.getByRole("link", { name: "Learn More about joining the Fabric waitlist" }),
  ).toHaveAttribute("href", "/request-demo");
  await expect(page.locator("footer")).toContainText(/© \d{4} Fabric\. All rights reserved\./);
});

test("a phone draws the bands of a page as they near the screen, not all at load", async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  await page.goto("/products/flows");
  const bands = page.locator("main [data-slot=section]");
  // A skipped band keeps its box; what it holds is what goes undrawn.
  const drawn = (index: number) =>
    bands
      .nth(index)
      .evaluate((band) => band.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  const last = (await bands.count()) - 1;
  expect(await drawn(0)).toBe(true);
  expect(await drawn(last)).toBe(false);
  await bands.nth(last).scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(last)).toBe(true);
  await expect(bands.nth(last).getByRole("heading").first()).toBeInViewport();
});

test("routes list covers the spec's route table", () => {
  const specRoutes = [
    "/",
    "/products/flows",
    "/products/source",
    "/products/trust",
    "/about",
    "/pricing",
    "/request-demo",
    "/privacy-notice",
    "/verify/demo",
    "/use-cases/validation",
    "/use-cases/escalation",
    "/use-cases/consultation",
  ];
  expect(routes).toEqual(expect.arrayContaining(specRoutes));
  // The 404 page is checked through a path that does not exist.
  expect(routes).toContain("/this-page-does-not-exist");
});
