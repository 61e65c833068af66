/**
 * The built site as a crawler, a host and a page's first response meet it, without a browser: the
 * real server (`buildApp`, through Fastify's `inject`) serving `build/` as `npm run build` left it.
 * Run after the build (`npm run test:built`); the browser tests keep what needs a page to run.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pages, securityTxtPath } from "../../app/content/pages.ts";
import { indexableSitePages, sitePages } from "../../app/lib/site-pages.server.ts";
import { DISCLOSURE_SECTION_ID } from "../../app/content/security.ts";
import { site } from "../../app/content/site.ts";
import { buildDir } from "../../scripts/build/build-dir.ts";
import { buildApp } from "../../server/app.ts";
import { WIDEST_LAYOUT_PX } from "../support/widths.ts";

/** The address the build names itself by when no SITE_URL is set. */
const ORIGIN = "http://localhost:3000";
const clientDir = path.join(buildDir, "client");

let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  if (!existsSync(path.join(clientDir, "index.html"))) {
    throw new Error(`no build in ${buildDir}: run npm run build first`);
  }
  app = await buildApp({ buildDir });
});
afterAll(() => app?.close());

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ url, headers });
}

const window = new Window();
function parse(html: string) {
  return new window.DOMParser().parseFromString(html, "text/html");
}

function directive(policy: string, name: string) {
  return (
    policy
      .split(/;\s*/)
      .find((entry) => entry.startsWith(`${name} `))
      ?.split(" ")
      .slice(1) ?? []
  );
}

describe("every page", () => {
  test.each(indexableSitePages)(
    "$path answers 200 with its heading, title, description and share tags",
    async ({ path: route, title, description }) => {
      const response = await get(route);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      const page = parse(response.body);
      expect(page.title).toBe(title);
      const headings = page.querySelectorAll("h1");
      expect(headings).toHaveLength(1);
      expect(headings[0]!.textContent.trim()).not.toBe("");
      const meta = (selector: string) => page.querySelector(selector)?.getAttribute("content");
      expect(meta('meta[name="description"]')).toBe(description);
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
        `${ORIGIN}${route}`,
      );
      expect(meta('meta[property="og:title"]')).toBe(title);
      expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(page.querySelectorAll('meta[name="robots"][content*="noindex"]')).toHaveLength(0);
    },
  );

  test.each(sitePages.map((page) => page.path))(
    `%s: no band changes height past ${WIDEST_LAYOUT_PX} px, the widest layout`,
    (route) => {
      const file = route === "/404" ? "404.html" : path.join(route.slice(1), "index.html");
      const html = readFileSync(path.join(clientDir, file), "utf8");
      const bandRules = /<style>(\[data-band[^<]*)<\/style>/.exec(html)?.[1] ?? "";
      const widths = [...bandRules.matchAll(/min-width:(\d+)px/g)].map((match) => Number(match[1]));
      expect(Math.max(0, ...widths)).toBeLessThanOrEqual(WIDEST_LAYOUT_PX);
    },
  );

  test.each(sitePages.map((page) => (page.path === "/404" ? "/no/such/page" : page.path)))(
    "%s: every inline script is one the page's policy allows by its hash",
    async (route) => {
      const response = await get(route);
      const policy = String(response.headers["content-security-policy"]);
      const scriptSrc = directive(policy, "script-src");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      // Data blocks (JSON-LD) run nothing, so the policy does not govern them.
      const inline = [...parse(response.body).querySelectorAll("script:not([src])")].filter(
        (script) => ["", "module", "text/javascript"].includes(script.getAttribute("type") ?? ""),
      );
      expect(inline.length).toBeGreaterThan(0);
      for (const script of inline) {
        const hash = createHash("sha256").update(script.textContent).digest("base64");
        expect(scriptSrc, script.textContent.slice(0, 80)).toContain(`'sha256-${hash}'`);
      }
    },
  );
});

test("an unknown path answers 404 with the not-found page, kept out of search", async () => {
  const response = await get("/no/such/page");
  expect(response.statusCode).toBe(404);
  const page = parse(response.body);
  expect(page.querySelector("h1")?.textContent).toBe("Oops! Page not found");
  expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  expect(
    [...page.querySelectorAll("a")]
      .find((link) => link.textContent.trim() === "Return to Home")
      ?.getAttribute("href"),
  ).toBe("/");
});

test("the home page describes the organization for search engines", async () => {
  const page = parse((await get("/")).body);
  const data = page.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}";
  expect(JSON.parse(data)).toMatchObject({ "@type": "Organization", name: site.name });
});

test("sitemap.xml lists the public routes and robots.txt points to it", async () => {
  const sitemap = (await get("/sitemap.xml")).body;
  for (const page of sitePages) {
    if (page.noindex) expect(sitemap).not.toContain(`<loc>${ORIGIN}${page.path}</loc>`);
    else expect(sitemap).toContain(`<loc>${ORIGIN}${page.path}</loc>`);
  }
  expect((await get("/robots.txt")).body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

test("pages and assets carry their caching and security headers", async () => {
  const html = await get("/", { "accept-encoding": "br" });
  expect(html.headers["content-encoding"]).toBe("br");
  expect(html.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const csp = String(html.headers["content-security-policy"]);
  expect(directive(csp, "script-src")[0]).toBe("'self'");
  expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
  expect(html.headers["x-content-type-options"]).toBe("nosniff");
  expect(html.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(html.headers["permissions-policy"]).toContain("camera=()");

  // A page with an island names its modules.
  const asset = (await get("/verify")).body.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const js = await get(asset!, { "accept-encoding": "gzip" });
  expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(js.headers["vary"]).toContain("Accept-Encoding");
});

test("the about page shares its own social card, and the server serves it", async () => {
  const page = parse((await get(pages.about.path)).body);
  const image = page.querySelector('meta[property="og:image"]')?.getAttribute("content");
  expect(image).toMatch(/\/og\/about\.png$/);
  const response = await get(new URL(image!).pathname);
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("image/png");
});

/** security.txt's fields (RFC 9116), by lower-case name; every line but a comment is one. */
function fieldsOf(text: string) {
  const fields: Record<string, string[]> = {};
  for (const line of text.split(/\r?\n/).filter((l) => l.trim() && !l.startsWith("#"))) {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    expect(match, line).not.toBeNull();
    (fields[match![1]!.toLowerCase()] ??= []).push(match![2]!);
  }
  return fields;
}

test("security.txt is served as plain text, valid for less than a year, and points to the policy", async () => {
  const response = await get(securityTxtPath);
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
  // The same file a static host serves from the build.
  expect(readFileSync(path.join(clientDir, securityTxtPath), "utf8")).toBe(response.body);

  const fields = fieldsOf(response.body);
  expect(fields.contact).toEqual([`mailto:${site.securityEmail}`]);
  expect(fields.expires).toHaveLength(1);
  const expires = Date.parse(fields.expires![0]!);
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires - Date.now()).toBeLessThan(365 * 86_400_000);
  expect(fields["preferred-languages"]).toEqual(["en"]);
  expect(fields.canonical).toEqual([`${ORIGIN}${securityTxtPath}`]);
  const policy = new URL(fields.policy![0]!);
  expect(policy.pathname + policy.hash).toBe(`${pages.security.path}#${DISCLOSURE_SECTION_ID}`);
});
