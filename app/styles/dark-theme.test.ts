/**
 * The dark theme changes colours alone, and swaps a picture or an icon for its dark twin, drawn in
 * the same box: so a page's layout is the same in both themes, and the end-to-end layout checks
 * (`tests/e2e/pages.spec.ts`) check each width in one theme. Read from the site's whole stylesheet,
 * built from the sources as the bundler builds it.
 */
import postcss, { AtRule, type Node, type Rule } from "postcss";
import { expect, test } from "vitest";
import { siteStylesheet } from "../../scripts/build/page-css.ts";

/** The properties a theme may set: colours, and the filter that turns a logo white. */
const COLOUR_PROPERTIES = new Set([
  "color",
  "background-color",
  "border-color",
  "outline-color",
  "fill",
  "stroke",
  "filter",
]);
/** A custom property's value that is a colour: a colour function, a hex colour or another token. */
const COLOUR_VALUE =
  /^(?:(?:oklch|oklab|rgba?|hsla?|color-mix)\(.*\)|#[\da-f]{3,8}|var\(--[\w-]+\))$/i;
/** Tailwind's gradient stops, which the gradient's colour utilities set. */
const GRADIENT_PROPERTY = /^--tw-gradient-(?:from|via|to|stops)$/;
/** The variants that show one twin of a pair and hide the other by theme. */
const TWIN_VARIANT = /\\:(?:block|hidden)(?=:)/;

/** Whether the rule applies under the dark theme, by its class or the system's setting. */
function isDarkRule(rule: Rule) {
  if (/(^|[\s(,])\.dark\b/.test(rule.selector)) return true;
  for (let parent: Node | undefined = rule.parent; parent; parent = parent.parent) {
    if (parent instanceof AtRule && /prefers-color-scheme:\s*dark/.test(parent.params)) return true;
  }
  return false;
}

test("the dark theme sets colours and swaps twins, and nothing that moves a box", async () => {
  const root = postcss.parse(await siteStylesheet());
  const rules: string[] = [];
  const moving: string[] = [];
  root.walkRules((rule) => {
    if (!isDarkRule(rule)) return;
    rules.push(rule.selector);
    rule.walkDecls(({ prop, value }) => {
      const allowed = prop.startsWith("--")
        ? COLOUR_VALUE.test(value) || GRADIENT_PROPERTY.test(prop)
        : COLOUR_PROPERTIES.has(prop) || (prop === "display" && TWIN_VARIANT.test(rule.selector));
      if (!allowed) moving.push(`${rule.selector} { ${prop}: ${value} }`);
    });
  });
  // The theme's own block and its twins' variants are there: the reading found the rules.
  expect(rules).toContain(".dark");
  expect(rules.some((selector) => TWIN_VARIANT.test(selector))).toBe(true);
  expect(moving).toEqual([]);
});
