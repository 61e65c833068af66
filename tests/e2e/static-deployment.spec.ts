/**
 * The static deployment, checked on a real build of its own (tests/support/side-builds.ts): the site as a static
 * host would receive it, with the waitlist posting to an external webhook, in a folder of its own
 * (as BUILD_DIR allows). Then the server and `_headers` must give every path the same headers, and
 * the CSP must let the form post to that webhook and nowhere else. The build has analytics ids too
 * (the consent tests read it), so the pages with a consent banner also allow Google's hosts and the
 * banner's own form. It needs no browser, and its build runs beside the browser tests from the
 * run's start.
 */
import { expect, test } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { CONSENT_PATH } from "../../app/content/consent.ts";
import { hasConsentBanner } from "../../app/features/consent/consent.ts";
import { WAITLIST_PATH } from "../../app/lib/config.ts";
import { inlineScripts, scriptHash } from "../../scripts/build/csp.ts";
import { buildApp } from "../../server/app.ts";
import {
  ADMIN_CONTENT_SECURITY_POLICY,
  ADMIN_PATH,
  BUILD_POLICY_FILE,
  HOST_DEFAULT_CACHE_CONTROL,
  policyFor,
  sectionOf,
  siteHeaders,
  staticHostPolicyFor,
  type BuildPolicy,
  type HeaderRule,
} from "../../server/header-policy.ts";
import { SIDE_BUILD_TIMEOUT_MS, WEBHOOK, sideBuild } from "../support/side-builds.ts";

const WEBHOOK_ORIGIN = new URL(WEBHOOK).origin;
/** Where a page whose banner a visitor can accept may fetch from and send to (header-policy.ts). */
const GOOGLE_CONNECT = [
  "*.google-analytics.com",
  "*.googletagmanager.com",
  "*.analytics.google.com",
];

let buildDir: string;
let clientDir: string;
let files: string[];
let rules: HeaderRule[];
let app: Awaited<ReturnType<typeof buildApp>>;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** `_headers` as Netlify and Cloudflare Pages read it: a path line, then indented `Name: value` lines. */
function parseHeadersFile(text: string): HeaderRule[] {
  const parsed: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      parsed.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = parsed.at(-1);
    if (rule && line.trim().startsWith("!")) {
      rule.headers[line.trim()] = "";
      continue;
    }
    const colon = line.indexOf(":");
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a rule: ${line}`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return parsed;
}

function matches(pattern: string, urlPath: string) {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`).test(urlPath);
}

const isAdmin = (urlPath: string) => urlPath === ADMIN_PATH || urlPath.startsWith(`${ADMIN_PATH}/`);

/**
 * What a static host sends for a path; a header set by two matching rules is an error, since the two
 * hosts merge it differently, unless the later rule first detaches it (`! Name`, Cloudflare Pages;
 * Netlify keeps the later rule's value anyway).
 */
function declaredHeaders(urlPath: string) {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((r) => matches(r.path, urlPath))) {
    for (const name of Object.keys(rule.headers).filter((n) => n.startsWith("!"))) {
      delete headers[name.slice(1).trim()];
    }
    for (const [name, value] of Object.entries(rule.headers)) {
      if (name.startsWith("!")) continue;
      expect(headers[name], `${urlPath}: ${name} set by two rules`).toBeUndefined();
      headers[name] = value;
    }
  }
  headers["Cache-Control"] ??= HOST_DEFAULT_CACHE_CONTROL;
  return headers;
}

function directive(policy: string, name: string) {
  const found = policy.split(/; ?/).find((d) => d.startsWith(`${name} `));
  return found?.split(" ").slice(1) ?? [];
}

/** Each page by the URL a visitor uses, and the file a static host serves for it. */
function pages() {
  return files
    .filter((file) => file.endsWith(".html") && file !== "/404.html" && !isAdmin(file))
    .map((file) => ({ file, url: file.replace(/\/?index\.html$/, "") || "/" }));
}

// One build for the file's tests, in one worker.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(SIDE_BUILD_TIMEOUT_MS);
  buildDir = await sideBuild();
  clientDir = path.join(buildDir, "client");
  files = walk(clientDir)
    .filter((file) => !/\.(br|gz)$/.test(file) && !file.endsWith("_headers"))
    .map((file) => "/" + path.relative(clientDir, file).split(path.sep).join("/"));
  rules = parseHeadersFile(readFileSync(path.join(clientDir, "_headers"), "utf8"));
  app = await buildApp({ buildDir, trustProxy: 1 });
});

test.afterAll(async () => {
  await app?.close();
});

test.describe("static deployment", () => {
  test("sends the same headers from the server and from _headers for every path", async () => {
    const policy = JSON.parse(
      readFileSync(path.join(buildDir, BUILD_POLICY_FILE), "utf8"),
    ) as BuildPolicy;
    const paths = [
      ...pages(),
      { file: "/404.html", url: "/no-such-page" },
      { file: files.find((f) => f.startsWith("/assets/") && f.endsWith(".js"))!, url: "" },
      { file: "/robots.txt", url: "" },
      { file: "/og/home.png", url: "" },
      { file: "/verify/fabric-demo-seal.svg", url: "" },
      { file: "/.well-known/security.txt", url: "" },
      { file: `${ADMIN_PATH}/index.html`, url: ADMIN_PATH },
      { file: `${ADMIN_PATH}/cms.js`, url: "" },
    ];
    expect(paths.length).toBeGreaterThan(15);
    for (const { file, url } of paths) {
      const requested = url || file;
      const https = { "x-forwarded-proto": "https" };
      let response = await app.inject({ url: requested, headers: https });
      // The server sends /ldc on to /ldc/index.html, which a static host serves for /ldc directly.
      if (response.statusCode === 302) {
        response = await app.inject({ url: response.headers.location, headers: https });
      }
      const expected = siteHeaders(file, policy);
      // Static hosts send the 404 page's policy, or in a section its pages', with every file that
      // is not a page (see siteHeaders); the rest is identical.
      const expectedDeclared: Record<string, string> = {
        ...expected,
        "Content-Security-Policy": isAdmin(file)
          ? ADMIN_CONTENT_SECURITY_POLICY
          : staticHostPolicyFor(policy, file),
      };
      const declared = declaredHeaders(requested);
      for (const name of Object.keys(expected)) {
        expect(response.headers[name.toLowerCase()], `${requested}: ${name} (server)`).toBe(
          expected[name],
        );
        expect(declared[name], `${requested}: ${name} (_headers)`).toBe(expectedDeclared[name]);
      }
    }
  });

  test("keeps the editor to itself: unindexed, out of the sitemap, its script on its page only", () => {
    const policy = JSON.parse(
      readFileSync(path.join(buildDir, BUILD_POLICY_FILE), "utf8"),
    ) as BuildPolicy;
    expect(Object.values(policy.pages)).not.toContain(ADMIN_CONTENT_SECURITY_POLICY);
    const editor = readFileSync(path.join(clientDir, "admin", "index.html"), "utf8");
    expect(editor).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(editor).toContain(`<script src="${ADMIN_PATH}/cms.js"></script>`);
    expect(readFileSync(path.join(clientDir, "sitemap.xml"), "utf8")).not.toContain(ADMIN_PATH);
    for (const { file } of [...pages(), { file: "/404.html" }]) {
      expect(readFileSync(path.join(clientDir, file), "utf8"), file).not.toContain("cms.js");
    }
  });

  test("lets every page run only its own inline scripts and send leads only to the external webhook", () => {
    const policy = JSON.parse(
      readFileSync(path.join(buildDir, BUILD_POLICY_FILE), "utf8"),
    ) as BuildPolicy;
    for (const { file, url } of [...pages(), { file: "/404.html", url: "/no-such-page" }]) {
      const csp = declaredHeaders(url)["Content-Security-Policy"] ?? "";
      expect(csp, url).toBe(policyFor(policy, file));
      const html = readFileSync(path.join(clientDir, file), "utf8");
      // Every page but /ldc asks for consent: there Google's hosts, after the visitor accepts,
      // and the banner's form, which posts the choice to this site when script is off.
      const banner = hasConsentBanner(html);
      // 'self' stays for the request-demo page's check from pricing; the only other host is the
      // webhook, and Google's where a visitor may accept analytics.
      expect(directive(csp, "connect-src"), url).toEqual([
        "'self'",
        WEBHOOK_ORIGIN,
        ...(banner ? GOOGLE_CONNECT : []),
      ]);
      expect(directive(csp, "form-action"), url).toEqual([
        WEBHOOK_ORIGIN,
        ...(banner ? ["'self'"] : []),
      ]);
      // Each page's policy names its own inline scripts and no other page's; a section's pages
      // (the blog's) share one naming theirs and the 404 page's.
      const own = [...new Set(inlineScripts(html).map(scriptHash))].sort();
      const named = directive(csp, "script-src").filter((value) => value.startsWith("'sha256-"));
      if (sectionOf(policy, file)) expect(named, file).toEqual(expect.arrayContaining(own));
      else expect(named.sort(), file).toEqual(own);
      expect(html, file).not.toContain(WAITLIST_PATH);
      // The waitlist's form never submits natively: the one action is the banner's.
      const actions = (html.match(/<form\b[^>]*>/g) ?? [])
        .filter((form) => /\baction=/.test(form))
        .map((form) => /\baction="([^"]*)"/.exec(form)?.[1]);
      expect(actions, file).toEqual(banner ? [CONSENT_PATH] : []);
    }
  });

  test("builds the webhook address into the form's configuration", () => {
    // Vite inlines import.meta.env as an object literal; the form reads VITE_WAITLIST_URL from it.
    const inlined = new RegExp(`VITE_WAITLIST_URL:([\`"'])${WEBHOOK.replace(/[./]/g, "\\$&")}\\1`);
    const scripts = files.filter((f) => f.startsWith("/assets/") && f.endsWith(".js"));
    const configured = scripts.filter((f) =>
      inlined.test(readFileSync(path.join(clientDir, f), "utf8")),
    );
    expect(configured.length).toBeGreaterThan(0);
  });
});
