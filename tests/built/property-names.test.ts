/**
 * The built pages' short custom property names (scripts/build/property-names.ts): every `var(--x)` a page's
 * stylesheets and `style` attributes read, and every one a module it loads reads, is a property the
 * page defines, unless Tailwind reads it without one on purpose (a hook with a fallback). A property
 * renamed where it is set and not where it is read, or the other way round, fails here. Read with
 * regular expressions of its own, not the renamer's tokenizer.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { sitePages } from "../../app/lib/site-pages.server.ts";
import { buildDir } from "../../scripts/build/build-dir.ts";
import { routeFile } from "../../scripts/test/first-response.ts";
import { moduleGraph } from "../../scripts/test/js-budget.ts";
import { readPropertyNames } from "../../scripts/build/property-names.ts";
import { siteStylesheet } from "../../scripts/build/page-css.ts";

const clientDir = path.join(buildDir, "client");
const map = readPropertyNames(buildDir);

/**
 * What Tailwind reads where a page may not set it, by their source names: the theme's hooks, read
 * with a fallback (a theme that sets one changes the default); a utility's variable read with a
 * fallback where no other utility of the page sets it (`text-sm` reads `--tw-leading`, which only
 * `leading-*` sets); and the `@supports` probe of `supports-backdrop-filter`, any `var()` at all.
 */
const READ_WITHOUT_DEFINITION = [
  "--default-font-feature-settings",
  "--default-font-variation-settings",
  "--default-mono-font-feature-settings",
  "--default-mono-font-variation-settings",
  "--tw-leading",
  "--tw-ease",
  "--tw",
];
const undefinedOnPurpose = new Set(READ_WITHOUT_DEFINITION.map((name) => map[name] ?? name));

const READ = /var\(\s*(--[\w-]+)/g;
/** `--x:` in CSS, `"--x":` as a style object's key in a script, `@property --x`. */
const SET = /(?<![\w-])(--[\w-]+)["'`]?\s*:|@property\s+(--[\w-]+)/g;
const names = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => match[1] ?? match[2]!);

/** A page's stylesheets and `style` attributes, entities read. */
function pageCss(html: string) {
  const sheets = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
  const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) =>
    match[1]!
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&"),
  );
  return [...sheets, ...attributes].join("\n");
}

const read = (route: string) => readFileSync(routeFile(clientDir, route), "utf8");
const source = (file: string) => readFileSync(path.join(clientDir, file), "utf8");

test("the build wrote its map, and it names the design tokens and Tailwind's properties", () => {
  expect(map["--spacing"]).toMatch(/^--[\w-]{1,2}$/);
  expect(map["--tw-shadow"]).toMatch(/^--[\w-]{1,2}$/);
  expect(map["--brand"]).toMatch(/^--[\w-]{1,2}$/);
});

describe.each(sitePages.map((page) => page.path))("%s", (route) => {
  test("every property its stylesheets and style attributes read, it defines", () => {
    const css = pageCss(read(route));
    const defined = new Set(names(css, SET));
    const missing = names(css, READ).filter(
      (name) => !defined.has(name) && !undefinedOnPurpose.has(name),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  test("no property is left with the name the build replaced", () => {
    const css = pageCss(read(route));
    const written = [...names(css, READ), ...names(css, SET)];
    expect([...new Set(written.filter((name) => name in map))]).toEqual([]);
  });
});

/**
 * A module the pages load reads the site's properties by their short names, each one the site's
 * stylesheet defines. Its own (sonner's toasts set and read theirs) are its business.
 */
test("every short property a module the pages load reads, the site's stylesheet defines", async () => {
  const whole = await siteStylesheet(undefined, map);
  const defined = new Set(names(whole, SET));
  const short = new Set(Object.values(map));
  // Every module a page names (its islands' chunks, the field measurement, a worker) and their imports.
  const named = (html: string) => [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  const modules = new Set(sitePages.flatMap((page) => moduleGraph(named(read(page.path)), source)));
  const missing = [...modules].flatMap((file) =>
    names(source(file), READ)
      .filter((name) => name in map || (short.has(name) && !defined.has(name)))
      .map((name) => `${file}: ${name}`),
  );
  expect([...new Set(missing)]).toEqual([]);
});
