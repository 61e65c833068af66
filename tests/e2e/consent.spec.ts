/**
 * Analytics consent, on a build with two measurement ids (tests/support/side-builds.ts) served by the real
 * server. Google is never reached: every request to another host is recorded and answered here,
 * gtag.js by a small stand-in that sends one collect request per page view, as the real one does,
 * and sets Google's cookies. The last part checks the suite's own build, which has no ids.
 */
import type { BrowserContext, Page } from "@playwright/test";
import path from "node:path";
import { CONSENT_COOKIE, CONSENT_POLICY_VERSION, consentCopy } from "../../app/content/consent.ts";
import { pages } from "../../app/content/pages.ts";
import { builtRoutes } from "../../scripts/test/first-response.ts";
import { buildApp } from "../../server/app.ts";
import { ADMIN_PATH } from "../../server/header-policy.ts";
import { MEASUREMENT_IDS, SIDE_BUILD_TIMEOUT_MS, sideBuild } from "../support/side-builds.ts";
import {
  axeViolations,
  expect,
  idleWorkDone,
  resize,
  test as base,
  viewports,
  withoutBrandFont,
} from "./fixtures.ts";
import { findProblems } from "./layout-checks.ts";

/** gtag.js as far as these tests need it: a collect request per page view while analytics storage is granted. */
const FAKE_GTAG = `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  var granted = false;
  function run(args) {
    if (args[0] === "consent") granted = args[2].analytics_storage === "granted";
    if (args[0] !== "event" || args[1] !== "page_view") return;
    var view = args[2];
    if (!granted || window["ga-disable-" + view.send_to]) return;
    document.cookie = "_ga=GA1.1.12345.67890; Path=/; Max-Age=3600";
    document.cookie = "_ga_" + view.send_to.slice(2) + "=GS1.1.1.1; Path=/; Max-Age=3600";
    fetch("https://region1.google-analytics.com/g/collect?v=2&en=page_view&tid=" + view.send_to +
      "&dl=" + encodeURIComponent(view.page_location), { method: "POST", mode: "no-cors" });
  }
  for (var i = 0; i < layer.length; i++) run(layer[i]);
  var push = layer.push;
  layer.push = function (args) { run(args); return push.apply(layer, arguments); };
})();`;

type Outside = {
  /** Every request to another host, in order. */
  requests: string[];
  /** The page views collected: measurement id and page path. */
  pageViews(): string[];
  /** The pages (their paths) that fetched analytics after consent, `app/entry.analytics.ts`. */
  analyticsModule: string[];
};

const isLocal = (url: URL) => url.hostname === "127.0.0.1" || url.hostname === "localhost";
const ANALYTICS_MODULE = /^\/assets\/entry\.analytics-[\w-]+\.js$/;

async function recordOutside(context: BrowserContext): Promise<Outside> {
  const requests: string[] = [];
  const analyticsModule: string[] = [];
  context.on("request", (request) => {
    if (ANALYTICS_MODULE.test(new URL(request.url()).pathname))
      analyticsModule.push(new URL(request.frame().url()).pathname);
  });
  await context.route(
    (url) => !isLocal(url),
    async (route) => {
      const url = new URL(route.request().url());
      requests.push(url.href);
      if (url.hostname === "www.googletagmanager.com" && url.pathname === "/gtag/js") {
        return route.fulfill({ contentType: "text/javascript", body: FAKE_GTAG });
      }
      return route.fulfill({ status: 204 });
    },
  );
  return {
    requests,
    analyticsModule,
    pageViews: () =>
      requests
        .map((href) => new URL(href))
        .filter((url) => url.pathname === "/g/collect")
        .map(
          (url) =>
            `${url.searchParams.get("tid")} ${new URL(url.searchParams.get("dl")!).pathname}`,
        ),
  };
}

/**
 * Every page of the build, read from it, as its blog is a post of the tests' own
 * (`tests/support/unsafe-post.ts`), not the source's; the 404 page under a path no page has. Not
 * the editor nor /ldc, a file of public/: neither is the site's page, nor asks for consent.
 */
const pagesOf = (buildDir: string) =>
  builtRoutes(path.join(buildDir, "client")).filter(
    (route) => route !== ADMIN_PATH && route !== "/ldc",
  );

const test = base.extend<{ outside: Outside }, { analyticsBuild: string; analyticsSite: string }>({
  analyticsBuild: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => provide(await sideBuild()),
    { scope: "worker", timeout: SIDE_BUILD_TIMEOUT_MS },
  ],
  analyticsSite: [
    async ({ analyticsBuild }, provide) => {
      const app = await buildApp({ buildDir: analyticsBuild });
      await provide(await app.listen({ port: 0, host: "127.0.0.1" }));
      await app.close();
    },
    { scope: "worker" },
  ],
  // Fixtures hand their value on through a callback, named `use` in Playwright's documentation.
  baseURL: async ({ analyticsSite }, provide) => provide(analyticsSite),
  outside: async ({ context }, provide) => provide(await recordOutside(context)),
});

// The banner does not move, and no test here but its paint's is about what moves: the home page's
// typing, counter and logo loop stay still rather than keep the browser drawing.
test.use({ reducedMotion: "reduce" });

const bothIds = (path: string) => MEASUREMENT_IDS.map((id) => `${id} ${path}`);
const banner = (page: Page) => page.getByRole("region", { name: consentCopy.label });
const choose = (page: Page, answer: "accept" | "reject") =>
  banner(page).getByRole("button", { name: consentCopy[answer] }).click();
const cookieSettings = (page: Page) =>
  page.locator("footer").getByRole("link", { name: consentCopy.settings });
const headerLink = (page: Page, name: string) =>
  page.getByRole("banner").getByRole("link", { name, exact: true });

async function storedChoice(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === CONSENT_COOKIE.name)?.value;
}

async function analyticsCookies(context: BrowserContext) {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => /^_ga/.test(name));
}

test.describe("before a choice", () => {
  // One page for both: the keyboard's way starts from the top of the page the navigation reached.
  // Every page's arrival is checked on the loads of "the open banner's paint" below.
  test("a page reached by a link requests nothing from another host, and keyboard users reach the banner right after the skip link", async ({
    page,
    outside,
  }) => {
    await page.goto("/");
    await headerLink(page, "Pricing").click();
    await expect(page).toHaveURL(/\/pricing$/);
    await test.step("no page requests anything from another host after navigating", async () => {
      await idleWorkDone(page);
      expect(outside.requests).toEqual([]);
      expect(outside.analyticsModule).toEqual([]);
    });
    await test.step("keyboard users reach the banner right after the skip link, and leave it freely", async () => {
      const order: string[] = [];
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press("Tab");
        order.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
      }
      expect(order).toEqual([
        "Skip to content",
        consentCopy.link,
        consentCopy.accept,
        consentCopy.reject,
        expect.stringContaining("Fabric"),
      ]);
    });
  });
});

test("Accept fetches analytics and counts this page, and a stored Accept the next, for both ids", async ({
  page,
  context,
  outside,
}) => {
  await page.goto(pages.about.path);
  await idleWorkDone(page);
  expect(outside.analyticsModule).toEqual([]);
  await choose(page, "accept");
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => outside.pageViews()).toEqual(bothIds(pages.about.path));
  expect(outside.analyticsModule).toEqual([pages.about.path]);
  expect(await storedChoice(context)).toBe(`accept.${CONSENT_POLICY_VERSION}`);

  await headerLink(page, "Pricing").click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => outside.pageViews())
    .toEqual([...bothIds(pages.about.path), ...bothIds(pages.pricing.path)]);
  expect(outside.analyticsModule).toEqual([pages.about.path, pages.pricing.path]);
  // Only Google's tag host and its collect endpoint were reached.
  const hosts = new Set(outside.requests.map((href) => new URL(href).hostname));
  expect(hosts).toEqual(new Set(["www.googletagmanager.com", "region1.google-analytics.com"]));
});

// One visit: a refusal on the home page, browsed on, then taken back on the last page reached.
test("after a refusal nothing is requested and pages come without the banner's script, and Cookie settings can still accept", async ({
  page,
  context,
  outside,
}) => {
  await test.step("Reject, then browse: nothing is ever requested", async () => {
    await page.goto("/");
    await expect(page.locator("#consent + script")).toHaveCount(1);
    await choose(page, "reject");
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(context)).toBe(`reject.${CONSENT_POLICY_VERSION}`);
    for (const name of ["About", "Pricing"]) {
      await headerLink(page, name).click();
      await expect(page).toHaveURL(new RegExp(`/${name.toLowerCase()}$`));
      await expect(banner(page)).toBeHidden();
      await expect(page.locator("#consent + script")).toHaveCount(0);
    }
    await page.goto(pages.verify.path);
    await idleWorkDone(page);
    await expect(banner(page)).toBeHidden();
    expect(outside.requests).toEqual([]);
    expect(outside.analyticsModule).toEqual([]);
  });

  await test.step("after a refusal, pages come without the banner's script, and Cookie settings can still accept", async () => {
    await expect(page.locator("#consent + script")).toHaveCount(0);
    // Without the script the banner is the form it is without JavaScript: the server keeps the
    // choice and sends the page back, counted.
    await cookieSettings(page).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await choose(page, "accept");
    await expect.poll(() => outside.pageViews()).toEqual(bothIds(pages.verify.path));
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(context)).toBe(`accept.${CONSENT_POLICY_VERSION}`);
  });
});

// One visit: the policy's check accepts on the home page, where the withdrawal's story begins.
test("the page's policy lets consented analytics run, and Cookie settings reopens the banner on any page to withdraw", async ({
  page,
  context,
  outside,
}) => {
  await test.step("the page's policy lets consented analytics run, and nothing it refuses is tried", async () => {
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { reportViolation(t: string): void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      ),
    );
    const response = await page.goto("/");
    const policy = response!.headers()["content-security-policy"]!;
    const googleHosts = (name: string) =>
      (policy.split(/; ?/).find((d) => d.startsWith(`${name} `)) ?? "")
        .split(" ")
        .filter((value) => value.includes("google"));
    expect(googleHosts("script-src")).toEqual(["www.googletagmanager.com"]);
    expect(googleHosts("default-src")).toEqual([]);
    expect(googleHosts("frame-src")).toEqual([]);
    await choose(page, "accept");
    await expect.poll(() => outside.pageViews()).toEqual(bothIds("/"));
    expect(violations).toEqual([]);
  });

  await test.step("Cookie settings reopens the banner on any page, and withdrawing deletes Google's cookies", async () => {
    await expect.poll(() => analyticsCookies(context)).toEqual(["_ga", "_ga_TEST1", "_ga_TEST2"]);

    await page.goto(pages.privacy.path);
    await expect(banner(page)).toBeHidden();
    await cookieSettings(page).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await choose(page, "reject");
    await expect(banner(page)).toBeHidden();
    await expect(cookieSettings(page)).toBeFocused();
    expect(await analyticsCookies(context)).toEqual([]);
    expect(await storedChoice(context)).toBe(`reject.${CONSENT_POLICY_VERSION}`);

    const before = outside.requests.length;
    await headerLink(page, "About").click();
    await expect(page).toHaveURL(/\/about$/);
    await idleWorkDone(page);
    expect(outside.requests.slice(before)).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
    // Fetched where analytics ran, never after the withdrawal.
    expect(outside.analyticsModule).toEqual(["/", pages.privacy.path]);
  });
});

test("a refusal asked for again deletes the cookies an earlier consent left, loading only what deletes them", async ({
  page,
  context,
  outside,
  baseURL,
}) => {
  // Accepted under an earlier policy version: asked again, with Google's cookies still there.
  const url = baseURL!;
  await context.addCookies([
    { name: CONSENT_COOKIE.name, value: `accept.${CONSENT_POLICY_VERSION - 1}`, url },
    { name: "_ga", value: "GA1.1.12345.67890", url },
    { name: "_ga_TEST1", value: "GS1.1.1.1", url },
  ]);
  await page.goto(pages.pricing.path);
  await expect(banner(page)).toBeVisible();
  await idleWorkDone(page);
  expect(outside.analyticsModule).toEqual([]);
  await choose(page, "reject");
  await expect.poll(() => analyticsCookies(context)).toEqual([]);
  expect(outside.analyticsModule).toEqual([pages.pricing.path]);
  expect(outside.requests).toEqual([]);
});

test.describe("Global Privacy Control", () => {
  test("sent as a header: no banner and no request, until the visitor accepts", async ({
    browser,
    analyticsSite,
  }) => {
    const context = await browser.newContext({
      baseURL: analyticsSite,
      extraHTTPHeaders: { "Sec-GPC": "1" },
    });
    const outside = await recordOutside(context);
    const page = await context.newPage();
    for (const path of ["/", pages.pricing.path, "/no-such-page"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(banner(page), path).toBeHidden();
    }
    expect(outside.requests).toEqual([]);
    // An explicit choice later wins over the signal.
    await cookieSettings(page).click();
    await choose(page, "accept");
    await expect.poll(() => outside.pageViews()).toEqual(bothIds("/no-such-page"));
    await page.goto(pages.about.path);
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => outside.pageViews()).toHaveLength(4);
    await context.close();
  });

  test("read by the page's script: no banner and no request", async ({ page, outside }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    for (const path of ["/", pages.verify.path]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(banner(page), path).toBeHidden();
    }
    expect(outside.requests).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the banner's form keeps the choice and comes back to the page", async ({
    page,
    context,
    outside,
  }) => {
    await page.goto(pages.pricing.path);
    await expect(banner(page)).toBeVisible();
    await choose(page, "reject");
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(context)).toBe(`reject.${CONSENT_POLICY_VERSION}`);

    await page.goto(pages.about.path);
    await expect(banner(page)).toBeHidden();
    await cookieSettings(page).click();
    await expect(banner(page)).toBeVisible();
    await choose(page, "accept");
    await expect(page).toHaveURL(/\/about$/);
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(context)).toBe(`accept.${CONSENT_POLICY_VERSION}`);
    // No script, no analytics: the choice waits for a visit with JavaScript.
    expect(outside.requests).toEqual([]);
  });
});

test.describe("the open banner", () => {
  test.use({ colorScheme: "light", reducedMotion: "reduce" });
  test.describe.configure({ timeout: 120_000 });

  for (const route of ["/", pages.pricing.path, pages.verify.path, "/no-such-page"]) {
    test(`${route}: axe and layout checks at 390 px in the light theme and 1280 px in the dark`, async ({
      page,
    }) => {
      const problems: string[] = [];
      await page.setViewportSize(viewports.phone);
      await page.goto(route);
      // Each width in one theme, every axe rule in each, as pages.spec.ts checks every page: a theme
      // changes colours alone (app/styles/dark-theme.test.ts), so a layout checked in one holds in
      // both, and each theme's colours are scanned on the markup of a width.
      const states = [
        { ...viewports.phone, theme: "light" },
        { ...viewports.desktop, theme: "dark" },
      ] as const;
      for (const { width, height, theme } of states) {
        await resize(page, { width, height });
        await expect(banner(page)).toBeVisible();
        await page.emulateMedia({ colorScheme: theme });
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
        const at = `${route} at ${width} px, ${theme}`;
        for (const problem of await page.evaluate(findProblems)) {
          problems.push(`${at}: ${problem.check}: ${problem.element}: ${problem.detail}`);
        }
        const violations = await axeViolations(page);
        problems.push(...violations.map((violation) => `${at}: axe: ${violation}`));
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});

test.describe("the open banner's paint", () => {
  // The pages as most visitors get them, moving: what they paint first and shift is what is measured.
  test.use({ reducedMotion: "no-preference" });
  test.describe.configure({ timeout: 120_000 });
  // Lighthouse's phone and desktop windows.
  const windows = [
    { width: 412, height: 823 },
    { width: 1350, height: 940 },
  ];

  // A test a window, so the two workers share the suite's longest pass at its end.
  for (const size of windows)
    test(`at ${size.width} px, is never a page's largest paint, shifts nothing, and no page requests anything from another host`, async ({
      page,
      outside,
      analyticsBuild,
    }) => {
      // The banner's own paint: the brand face's swap is font.spec.ts's.
      await withoutBrandFont(page);
      await page.addInitScript(() => {
        const record = window as unknown as {
          shift: number;
          moved: string[];
          largest: Element | null;
        };
        record.shift = 0;
        record.moved = [];
        record.largest = null;
        type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            record.shift += entry.value;
            // What moved, so a failure names it.
            for (const { node } of entry.sources)
              record.moved.push(
                node instanceof Element ? node.outerHTML.slice(0, 80) : String(node),
              );
          }
        }).observe({ type: "layout-shift", buffered: true });
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          record.largest = entries.at(-1)?.element ?? record.largest;
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      const found: string[] = [];
      await page.setViewportSize(size);
      for (const route of pagesOf(analyticsBuild)) {
        await page.goto(route, { waitUntil: "load" });
        await expect(banner(page)).toBeVisible();
        await idleWorkDone(page);
        // Two frames after load: every paint of the arrival has been reported.
        const result = await page.evaluate(async () => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          await frame();
          await frame();
          const record = window as unknown as {
            shift: number;
            moved: string[];
            largest: Element | null;
          };
          return {
            shift: record.shift,
            moved: record.moved,
            inBanner: !!record.largest?.closest("#consent"),
            largest: record.largest?.outerHTML.slice(0, 80) ?? "none",
          };
        });
        if (result.inBanner) found.push(`${route} at ${size.width} px: LCP ${result.largest}`);
        if (result.shift !== 0)
          found.push(
            `${route} at ${size.width} px: CLS ${result.shift} (${result.moved.join(", ")})`,
          );
      }
      expect(found, found.join("\n")).toEqual([]);
      expect(outside.requests).toEqual([]);
    });
});

base.describe("a build without measurement ids (the suite's own)", () => {
  base(
    "has no banner and no Cookie settings link, and requests nothing elsewhere",
    async ({ page, context }) => {
      const outside = await recordOutside(context);
      for (const path of ["/", pages.privacy.path, pages.verify.path]) {
        await page.goto(path);
        await idleWorkDone(page);
        await expect(page.locator("#consent"), path).toHaveCount(0);
        await expect(cookieSettings(page), path).toHaveCount(0);
      }
      expect(outside.requests).toEqual([]);
      expect(await context.cookies()).toEqual([]);
    },
  );
});
