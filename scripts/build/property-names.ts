/**
 * Short custom property names in the built site, as `class-names.ts` does for classes: Tailwind's
 * `--tw-*` and the design tokens (`--color-*`, `--spacing`, `--shiki-*`, `--band-height`…) are
 * written in every rule that reads them, in `@layer properties` and the theme, in band rules and
 * in inline `style` attributes. The postbuild renames each property of the site's stylesheet to
 * `--` and one or two letters, the commonest shortest, in one map for the whole build: every
 * `<style>` of a page, its `style` attributes, its inline scripts and the modules it can load.
 * The development server never runs it and keeps the readable names.
 *
 * A stylesheet is read with a tokenizer (comments, strings and `url()` skipped): a dashed ident is
 * a property's name, in a declaration, a `var()`, an `@property`. A script is read with a parser:
 * a string that is a property's name alone (`setProperty("--x")`, a style object's key) or that
 * reads one in `var(--x…)` is rewritten. A property named in any other shape (a CSS string, an
 * attribute selector, a class name, an island's props, a declaration in a script's CSS text, a
 * piece of a template literal cut at the name, a string with escapes, a regular expression) keeps
 * its name everywhere.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { assignShortNames, editAttributes, scriptStrings } from "./class-names.ts";
import { runsInline } from "./csp.ts";

/** Each renamed property, by its name in the source: `{ "--tw-shadow": "--a" }`. */
export type PropertyNameMap = Record<string, string>;

/** Written beside `build/client`, for the tests that read a property by its source's name. */
export const PROPERTY_NAMES_FILE = "property-names.json";

/** A property's name where it is written, and whether it is written as a property there. */
type Occurrence = { name: string; start: number; end: number; renamable: boolean };

/** A dashed ident standing alone in some text: `--x` not inside `a--x` nor followed by more of a name. */
const DASHED = /(?<![\w\\-])--[\w-]+/g;
const NAME_CHAR = /[\w\-\u0080-\uffff\\]/;

/* ---------- stylesheets ---------- */

/** The end of a CSS string that starts at `at` (just past its closing quote). */
function cssStringEnd(css: string, at: number) {
  const quote = css[at];
  let index = at + 1;
  while (index < css.length && css[index] !== quote && css[index] !== "\n")
    index += css[index] === "\\" ? 2 : 1;
  return index + 1;
}

/**
 * Every dashed ident of a stylesheet (or a `style` attribute's declarations). Those in a string
 * or inside `[…]` (an attribute selector) are names in another shape; a name after `.` or `#` is a
 * class or an id, and a name with escapes is written in another spelling: neither is renamed.
 */
function cssOccurrences(css: string) {
  const found: Occurrence[] = [];
  let brackets = 0;
  for (let index = 0; index < css.length;) {
    const character = css[index]!;
    if (character === "/" && css[index + 1] === "*") {
      const end = css.indexOf("*/", index + 2);
      index = end === -1 ? css.length : end + 2;
    } else if (character === '"' || character === "'") {
      const end = cssStringEnd(css, index);
      for (const match of css.slice(index + 1, end - 1).matchAll(DASHED))
        found.push({ name: match[0], start: 0, end: 0, renamable: false });
      index = end;
    } else if (NAME_CHAR.test(character)) {
      const start = index;
      while (index < css.length && NAME_CHAR.test(css[index]!))
        index += css[index] === "\\" ? 2 : 1;
      const word = css.slice(start, index);
      if (/^url$/i.test(word) && css[index] === "(" && !/^\(\s*["']/.test(css.slice(index))) {
        const end = css.indexOf(")", index);
        index = end === -1 ? css.length : end + 1;
      } else if (word.startsWith("--") && word.length > 2) {
        const before = css[start - 1];
        const plain = !word.includes("\\") && before !== "." && before !== "#" && brackets === 0;
        found.push({ name: word.replace(/\\/g, ""), start, end: index, renamable: plain });
      }
    } else {
      if (character === "[") brackets++;
      if (character === "]") brackets = Math.max(0, brackets - 1);
      index++;
    }
  }
  return found;
}

/** The names a stylesheet writes as properties, once for each time it writes them. */
export const cssProperties = (css: string) =>
  cssOccurrences(css)
    .filter((occurrence) => occurrence.renamable)
    .map((occurrence) => occurrence.name);

/** Text with each occurrence `map` renames replaced. */
function replaceOccurrences(text: string, occurrences: Occurrence[], map: PropertyNameMap) {
  let out = "";
  let copied = 0;
  for (const { name, start, end, renamable } of occurrences.sort((a, b) => a.start - b.start)) {
    if (!renamable || !Object.hasOwn(map, name)) continue;
    const short = map[name]!;
    out += text.slice(copied, start) + short;
    copied = end;
  }
  return out + text.slice(copied);
}

/** A stylesheet with each property `map` names renamed. */
export const renameCssProperties = (css: string, map: PropertyNameMap) =>
  replaceOccurrences(css, cssOccurrences(css), map);

/* ---------- scripts ---------- */

/**
 * The names a script's strings write: in a string that is one name alone, or in `var(` in a
 * string written as it reads, a renamable property; any other, a name in another shape.
 */
function scriptOccurrences(code: string) {
  const { strings, patterns } = scriptStrings(code);
  const found: Occurrence[] = [];
  for (const pattern of patterns)
    for (const match of pattern.matchAll(DASHED))
      found.push({ name: match[0], start: 0, end: 0, renamable: false });
  for (const string of strings) {
    for (const match of string.value.matchAll(DASHED)) {
      const start = match.index;
      const end = start + match[0].length;
      const alone = match[0] === string.value && !string.joinedLeft && !string.joinedRight;
      const inVar = string.value.slice(0, start).endsWith("var(");
      const cut =
        (string.joinedRight && end === string.value.length) || (string.joinedLeft && start === 0);
      found.push({
        name: match[0],
        start: string.start + start,
        end: string.start + end,
        renamable: string.plain && !cut && (alone || inVar),
      });
    }
  }
  return found;
}

/** The script with each property `map` renames in its strings renamed. */
export const renameScriptProperties = (code: string, map: PropertyNameMap) =>
  replaceOccurrences(code, scriptOccurrences(code), map);

/* ---------- pages ---------- */

/** Comments (skipped), and the scripts and stylesheets of a page, with their opening tag's attributes. */
const RAW = /<!--[\s\S]*?-->|(<(script|style)\b([^>]*)>)([\s\S]*?)(<\/\2\s*>)/gi;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  '"': "&quot;",
  "'": "&#x27;",
  "<": "&lt;",
  ">": "&gt;",
};
const unescapeMarkup = (value: string) =>
  value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);

/** A `style` attribute's value, as written in markup, with its properties renamed. */
function renameStyleAttribute(value: string, map: PropertyNameMap) {
  const css = unescapeMarkup(value);
  const renamed = renameCssProperties(css, map);
  if (renamed === css) return value;
  return css === value ? renamed : renamed.replace(/[&"'<>]/g, (character) => ESCAPES[character]!);
}

/** How a page uses property names: as properties (counted) and in other shapes (kept). */
export function pagePropertyNames(html: string) {
  const written: string[] = [];
  const other: string[] = [];
  const add = (occurrences: Occurrence[]) => {
    for (const { name, renamable } of occurrences) (renamable ? written : other).push(name);
  };
  editAttributes(html, (name, value) => {
    const text = unescapeMarkup(value);
    if (name === "style") add(cssOccurrences(text));
    else for (const match of text.matchAll(DASHED)) other.push(match[0]);
    return value;
  });
  for (const match of html.matchAll(RAW)) {
    const [, open, tag, attributes, content] = match;
    if (!open) continue;
    if (tag!.toLowerCase() === "style") add(cssOccurrences(content!));
    else if (runsInline(attributes!)) add(scriptOccurrences(content!));
  }
  return { written, other };
}

/** A page with the properties `map` renames renamed in its stylesheets, `style` attributes and inline scripts. */
export function renamePageProperties(html: string, map: PropertyNameMap) {
  return editAttributes(html, (name, value) =>
    name === "style" ? renameStyleAttribute(value, map) : value,
  ).replace(
    RAW,
    (whole, open?: string, tag?: string, attributes?: string, content?: string, close?: string) => {
      if (!open) return whole;
      if (tag!.toLowerCase() === "style") return open + renameCssProperties(content!, map) + close;
      return runsInline(attributes!) ? open + renameScriptProperties(content!, map) + close : whole;
    },
  );
}

/* ---------- the map ---------- */

/**
 * The build's map: each property the site's whole stylesheet names, by how often the pages write
 * it (the commonest shortest, ties by name), but those a page or a module it can load names in
 * another shape. A short name is never one the site already writes anywhere.
 */
export function planPropertyNames(
  pages: readonly string[],
  modules: readonly string[],
  stylesheet: string,
) {
  const known = new Set(cssProperties(stylesheet));
  const counts = new Map<string, number>();
  const kept = new Set<string>();
  const taken = new Set(known);
  for (const html of pages) {
    const { written, other } = pagePropertyNames(html);
    for (const name of written) counts.set(name, (counts.get(name) ?? 0) + 1);
    for (const name of [...written, ...other]) taken.add(name);
    for (const name of other) kept.add(name);
  }
  for (const code of modules)
    for (const { name, renamable } of scriptOccurrences(code)) {
      taken.add(name);
      if (!renamable) kept.add(name);
    }
  const strip = (name: string) => name.slice(2);
  const short = assignShortNames(
    [...known].filter((name) => !kept.has(name)).map(strip),
    new Map([...counts].map(([name, count]) => [strip(name), count])),
    new Set([...taken].map(strip)),
  );
  const map: PropertyNameMap = Object.fromEntries(
    Object.entries(short).map(([name, to]) => [`--${name}`, `--${to}`]),
  );
  return { map, kept };
}

/** The map a build wrote beside its client folder; none for a build without one. */
export function readPropertyNames(buildDir: string): PropertyNameMap {
  const file = path.join(buildDir, PROPERTY_NAMES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PropertyNameMap) : {};
}
