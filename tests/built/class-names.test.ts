/**
 * The built pages' short class names (scripts/class-names.ts): every class a page's markup writes
 * has a rule in the page's own stylesheet, unless the site writes it without one on purpose. A
 * class renamed in the markup and not in the stylesheet, or the other way round, fails here.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { sitePages } from "../../app/lib/site-pages.server.ts";
import { buildDir } from "../../scripts/build-dir.ts";
import {
  classAttributeNames,
  readClassNames,
  isRuleLess,
  stylesheetClasses,
} from "../../scripts/class-names.ts";
import { routeFile } from "../../scripts/first-response.ts";

const clientDir = path.join(buildDir, "client");

const map = readClassNames(buildDir);
const read = (route: string) => readFileSync(routeFile(clientDir, route), "utf8");
const stylesheets = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);

test("the build wrote its map, and it names classes", () => {
  expect(existsSync(path.join(clientDir, "index.html"))).toBe(true);
  expect(Object.keys(map).length).toBeGreaterThan(100);
});

describe.each(sitePages.map((page) => page.path))("%s", (route) => {
  test("every class its markup writes has a rule in its stylesheet, or none on purpose", () => {
    const html = read(route);
    const styled = new Set(stylesheets(html).flatMap((css) => [...stylesheetClasses(css)]));
    const written = new Set(classAttributeNames(html));
    expect([...written].filter((name) => !styled.has(name) && !isRuleLess(name))).toEqual([]);
  });

  test("no class is left with the name the build replaced", () => {
    const html = read(route);
    const written = new Set(classAttributeNames(html));
    const styled = stylesheets(html).flatMap((css) => [...stylesheetClasses(css)]);
    expect([...written, ...styled].filter((name) => name in map)).toEqual([]);
  });
});
