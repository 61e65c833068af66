/**
 * A post that tries to run (`tests/support/unsafe-post.ts`), built by the real pipeline into the
 * side build's blog beside the site's posts (tests/support/side-builds.ts) and served by the real
 * server: nothing of its raw HTML or frontmatter runs on its page, is allowed by the page's
 * policy, or reaches the feeds.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { Window } from "happy-dom";
import { feeds, postPath } from "../../app/content/blog.ts";
import { CONSENT_PATH } from "../../app/content/consent.ts";
import { CONSENT_BANNER_ID } from "../../app/features/consent/consent.ts";
import { readPost } from "../../app/lib/posts.server.ts";
import { inlineScripts, scriptHash } from "../../scripts/build/csp.ts";
import { buildApp } from "../../server/app.ts";
import { BUILD_POLICY_FILE, policyFor, type BuildPolicy } from "../../server/header-policy.ts";
import { SIDE_BUILD_TIMEOUT_MS, sideBuild } from "../support/side-builds.ts";
import { UNSAFE_POST } from "../support/unsafe-post.ts";
import { expect, test } from "./fixtures.ts";

const post = readPost(UNSAFE_POST.file);
const pagePath = postPath(UNSAFE_POST.slug);
const [rssFeed, atomFeed, jsonFeed] = feeds;

let buildDir: string;
let app: FastifyInstance;
let site: string;
const built = (file: string) => readFileSync(path.join(buildDir, "client", file), "utf8");

/** The elements of a post's HTML as a browser parses it, outside the build's highlighted code. */
function bodyElements(html: string) {
  const body = new new Window().DOMParser().parseFromString(html, "text/html").body;
  return [...body.querySelectorAll("*")].filter((element) => !element.closest("pre"));
}

/** Nothing of the payloads in a post's HTML: no element of theirs, no handler, style or address. */
function expectSanitised(html: string) {
  const elements = bodyElements(html);
  for (const tag of UNSAFE_POST.tags)
    expect(elements.map((element) => element.localName)).not.toContain(tag);
  for (const element of elements)
    for (const { name, value } of element.attributes) {
      expect(name, `<${element.localName} ${name}>`).not.toMatch(/^(on|style$|class$|data-)/);
      expect(value, `<${element.localName} ${name}="${value}">`).not.toMatch(
        /^\s*(javascript|data):/i,
      );
    }
  for (const text of UNSAFE_POST.texts) expect(html).not.toContain(text);
  expect(html).toContain("<kbd>Ctrl</kbd>");
}

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(SIDE_BUILD_TIMEOUT_MS);
  buildDir = await sideBuild();
  app = await buildApp({ buildDir });
  site = await app.listen({ port: 0, host: "127.0.0.1" });
});

test.afterAll(async () => {
  await app?.close();
});

test.describe("a post whose raw HTML tries to run", () => {
  test("runs, frames and restyles nothing on its page", async ({ page }) => {
    await page.goto(`${site}${pagePath}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const body = page.locator('[data-slot="post-body"]');
    await expect(body.locator("kbd").first()).toHaveText("Ctrl");
    // What a reader would set off: the handlers on the span and the heading's image.
    await body.getByText("a span").hover();
    await body.getByText("a span").click();
    expectSanitised(await body.innerHTML());
    const ran = await page.evaluate(() =>
      Object.keys(window).filter((key) => key.startsWith("ran")),
    );
    expect(ran).toEqual([]);
    await expect(page.locator("base, meta[http-equiv], iframe, object, embed")).toHaveCount(0);
    // The one form is the consent banner's (the build has analytics ids), posting to this site.
    await expect(page.locator("form")).toHaveCount(1);
    await expect(
      page.locator(`#${CONSENT_BANNER_ID} > form[action="${CONSENT_PATH}"]`),
    ).toHaveCount(1);
    await expect(page.locator('[href^="javascript:" i], [src^="javascript:" i]')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(pagePath);
  });

  test("leaves the page's policy allowing only the build's own scripts", async () => {
    const file = `${pagePath.slice(1)}/index.html`;
    const html = built(file);
    const scripts = inlineScripts(html);
    for (const script of scripts) expect(script).not.toContain("window.ran");
    const policy = JSON.parse(
      readFileSync(path.join(buildDir, BUILD_POLICY_FILE), "utf8"),
    ) as BuildPolicy;
    // The blog's pages share one policy (a section's): it allows this page's scripts and the
    // section's others, each a script the build wrote, and nothing of the post's.
    const allowed = policyFor(policy, `/${file}`).match(/'sha256-[^']+'/g) ?? [];
    const hashes = scripts.map(scriptHash);
    expect(allowed).toEqual(expect.arrayContaining(hashes));
    const sectionScripts = [file, "blog/index.html", "404.html"].flatMap((page) =>
      inlineScripts(built(page)),
    );
    for (const script of sectionScripts) expect(script).not.toContain("window.ran");
    const written = new Set(sectionScripts.map(scriptHash));
    expect(allowed.filter((hash) => !written.has(hash))).toEqual([]);
  });

  test("reaches the feeds sanitised, in well-formed XML", async ({ page }) => {
    await page.goto(`${site}/`);
    for (const feed of [rssFeed, atomFeed]) {
      const text = built(feed.path.slice(1));
      // The browser's XML parser is strict: one stray control character and it reports an error.
      const parsed = await page.evaluate(
        ({ xml, title }) => {
          const document = new DOMParser().parseFromString(xml, "application/xml");
          // The post's item: the site's posts are newer, so it is the last.
          const item = [...document.querySelectorAll("item, entry")].find(
            (element) => element.querySelector(":scope > title")?.textContent === title,
          );
          return {
            error: document.querySelector("parsererror")?.textContent ?? null,
            found: !!item,
            html: item?.querySelector(":scope > *|encoded, :scope > content")?.textContent ?? "",
          };
        },
        { xml: text, title: post.title },
      );
      expect(parsed.error, feed.path).toBeNull();
      expect(parsed.found, `${feed.path}: an item titled ${post.title}`).toBe(true);
      expectSanitised(parsed.html);
    }
    const items = JSON.parse(built(jsonFeed.path.slice(1))).items as {
      title: string;
      content_html: string;
    }[];
    const item = items.find((entry) => entry.title === post.title);
    expect(item, `${jsonFeed.path}: an item titled ${post.title}`).toBeDefined();
    expectSanitised(item!.content_html);
  });
});
