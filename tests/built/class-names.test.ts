/**
 * The built pages' short class names (scripts/build/class-names.ts): every class a page's markup writes
 * has a rule in the page's own stylesheet, unless the site writes it without one on purpose. A
 * class renamed in the markup and not in the stylesheet, or the other way round, fails here.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { transform } from "lightningcss";
import { describe, expect, test } from "vitest";
import { sitePages } from "../../app/lib/site-pages.server.ts";
import { buildDir } from "../../scripts/build/build-dir.ts";
import {
  classAttributeNames,
  readClassNames,
  isRuleLess,
  stylesheetClasses,
} from "../../scripts/build/class-names.ts";
import { routeFile } from "../../scripts/test/first-response.ts";
import { attributesIn, siteStylesheet } from "../../scripts/build/page-css.ts";

const clientDir = path.join(buildDir, "client");

const map = readClassNames(buildDir);
const read = (route: string) => readFileSync(routeFile(clientDir, route), "utf8");
const stylesheets = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);

/** Each selector of the whole stylesheet, in the build's short names: the classes and attributes it names. */
const wholeSelectors = siteStylesheet((name) => map[name] ?? name).then((css) => {
  const selectors: { classes: Set<string>; attributes: string[] }[] = [];
  transform({
    filename: "site.css",
    code: Buffer.from(css),
    visitor: {
      Selector(selector) {
        const named = { classes: new Set<string>(), attributes: [] as string[] };
        const visit = (value: unknown) => {
          if (value === null || typeof value !== "object") return;
          const { type, name } = value as { type?: unknown; name?: unknown };
          if (type === "class") named.classes.add(String(name));
          if (type === "attribute") named.attributes.push(String(name));
          Object.values(value).forEach(visit);
        };
        visit(selector);
        selectors.push(named);
      },
    },
  });
  return selectors;
});

/**
 * Whether every rule the whole stylesheet has for a class needs an attribute this page cannot
 * hold (`.an[aria-current=page]` on a page whose header lists no link to it, the lightbox's zoom
 * variants where no lightbox zooms): the page's stylesheet leaves those out (`page-css.ts`).
 */
async function rulesNeedAbsentAttributes(name: string, html: string) {
  const attributes = attributesIn(html, []);
  const rules = (await wholeSelectors).filter(({ classes }) => classes.has(name));
  return (
    rules.length > 0 &&
    rules.every((rule) => rule.attributes.some((attribute) => !attributes.has(attribute)))
  );
}

test("the build wrote its map, and it names classes", () => {
  expect(existsSync(path.join(clientDir, "index.html"))).toBe(true);
  expect(Object.keys(map).length).toBeGreaterThan(100);
});

describe.each(sitePages.map((page) => page.path))("%s", (route) => {
  test("every class its markup writes has a rule in its stylesheet, or none on purpose", async () => {
    const html = read(route);
    const styled = new Set(stylesheets(html).flatMap((css) => [...stylesheetClasses(css)]));
    const written = new Set(classAttributeNames(html));
    const unstyled = [...written].filter((name) => !styled.has(name) && !isRuleLess(name));
    const cannotMatch = await Promise.all(
      unstyled.map((name) => rulesNeedAbsentAttributes(name, html)),
    );
    expect(unstyled.filter((_, index) => !cannotMatch[index])).toEqual([]);
  });

  test("no class is left with the name the build replaced", () => {
    const html = read(route);
    const written = new Set(classAttributeNames(html));
    const styled = stylesheets(html).flatMap((css) => [...stylesheetClasses(css)]);
    expect([...written, ...styled].filter((name) => name in map)).toEqual([]);
  });
});
