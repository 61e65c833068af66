/**
 * Each page's inline stylesheet, cut to the classes it can use. Tailwind builds the site's
 * stylesheet from every class in the project, and every page inlined all of it (sizes and what
 * the cut did: README, "Performance"). Here Tailwind builds it again for each page, from the same input, with
 * only the classes found in the page's HTML and in the chunks its islands can load: a class an
 * island adds at run time (a form's error, the lightbox, a verification result) is a literal in its
 * chunk, as Tailwind requires of every class.
 */
import { __unstable__loadDesignSystem, compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { transform, type Selector } from "lightningcss";
import { renameSelector, type RenameClass } from "./class-names.ts";
import { renameCssProperties, type PropertyNameMap } from "./property-names.ts";
import { withoutIdleDeclarations } from "./css-declarations.ts";
import { inlineScripts } from "./csp.ts";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The stylesheet the root route inlines (`app/root.tsx`). */
export const STYLESHEET = "app/styles/app.css";

/** The inline stylesheet, which Tailwind's banner opens; a page's other `<style>` stays as it is. */
const SITE_STYLESHEET = /<style>(\/\*! tailwindcss v[\s\S]*?)<\/style>/;

/** The class candidates in some text, as Tailwind's scanner reads them. */
function candidatesIn(sources: { content: string; extension: string }[]) {
  // A scanner returns only candidates it has not returned before: one per scan.
  return new Scanner({ sources: [] }).scanFiles(sources);
}

/** Tailwind's compiler for the stylesheet. It keeps every candidate it is given: one per build. */
function stylesheetCompiler() {
  return compile(readFileSync(STYLESHEET, "utf8"), {
    base: path.dirname(path.resolve(STYLESHEET)),
    onDependency: () => {},
  });
}

/** `major.minor` as Lightning CSS writes a browser version. */
const version = (major: number, minor = 0) => (major << 16) | (minor << 8);

/** Vite's default `build.cssTarget` ("baseline-widely-available"), as Lightning CSS takes it. */
export const CSS_TARGETS = {
  chrome: version(111),
  edge: version(111),
  firefox: version(114),
  safari: version(16, 4),
  ios_saf: version(16, 4),
};

/**
 * The stylesheet built with `candidates` and minified as the bundler does it: Tailwind's plugin
 * optimises it, then Vite minifies it for its targets and trims it to inline it. `rename` gives
 * each class selector the build's short name (`class-names.ts`) in that same pass: minifying
 * minified CSS again is not a no-op in Lightning CSS (it repeats prefixed declarations and merges
 * rules anew), so no stylesheet goes through it twice.
 */
export async function buildStylesheet(candidates: Iterable<string>, rename?: RenameClass) {
  if (rename) return compileStylesheet(candidates, rename);
  // Pages of one kind (the blog's posts, its tags) differ in their words, not in what Tailwind
  // makes of them: built once for all pages whose candidates make the same rules.
  const all = [...new Set(candidates)];
  const key = (await stylingCandidates(all)).join(" ");
  let built = builtStylesheets.get(key);
  if (!built) {
    built = compileStylesheet(all);
    builtStylesheets.set(key, built);
  }
  return built;
}
const builtStylesheets = new Map<string, Promise<string>>();

/** Whether Tailwind makes a rule of a candidate (most of a page's words make none), asked once each. */
const makesRule = new Map<string, boolean>();
let designSystem: ReturnType<typeof __unstable__loadDesignSystem> | undefined;

/**
 * The candidates Tailwind makes rules of, in order, and every one naming a custom property (a
 * theme variable a page names is kept, though it makes no rule).
 */
async function stylingCandidates(candidates: string[]) {
  const unknown = candidates.filter((candidate) => !makesRule.has(candidate));
  if (unknown.length) {
    designSystem ??= __unstable__loadDesignSystem(readFileSync(STYLESHEET, "utf8"), {
      base: path.dirname(path.resolve(STYLESHEET)),
    });
    const css = (await designSystem).candidatesToCss(unknown);
    unknown.forEach((candidate, index) => makesRule.set(candidate, css[index] !== null));
  }
  return candidates
    .filter((candidate) => makesRule.get(candidate) || candidate.includes("--"))
    .sort();
}

async function compileStylesheet(candidates: Iterable<string>, rename?: RenameClass) {
  const compiler = await stylesheetCompiler();
  const optimised = optimize(compiler.build([...candidates]), { minify: true }).code;
  const { code } = transform({
    filename: path.basename(STYLESHEET),
    code: Buffer.from(optimised),
    minify: true,
    targets: CSS_TARGETS,
    visitor: rename && { Selector: (selector) => renameSelector(selector, rename) },
  });
  return code.toString().trimEnd();
}

/**
 * The site's stylesheet as the bundler builds it: from every candidate in the project's sources,
 * found as Tailwind's Vite plugin finds them. The postbuild compares it with what the bundler
 * inlined, so a page's stylesheet is known to come from the same input by the same steps. With
 * `rename` and `properties`, in the build's short names, as the tests compare pages with it.
 */
export async function siteStylesheet(rename?: RenameClass, properties: PropertyNameMap = {}) {
  const compiler = await stylesheetCompiler();
  const root =
    compiler.root === "none"
      ? []
      : compiler.root === null
        ? [{ base: process.cwd(), pattern: "**/*", negated: false }]
        : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...root, ...compiler.sources] });
  return renameCssProperties(await buildStylesheet(scanner.scan(), rename), properties);
}

/** The characters React escapes in markup, as the source wrote them (`[&_svg]:size-4`). */
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
const unescapeMarkup = (html: string) =>
  html.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);

/** The inline stylesheet of a page, or null when it has none. */
export function inlineStylesheet(html: string) {
  return SITE_STYLESHEET.exec(html)?.[1] ?? null;
}

/** An input's kind, as `elementsIn` names it beside the element names: `input:checkbox`. */
const inputKind = (type: string) => `input:${type.toLowerCase()}`;

/** Every kind of input: a page whose islands can render an input may render any. */
const ANY_INPUT = inputKind("*");

/**
 * The element names a page can hold: the tags of its markup and, for its islands, every quoted
 * word of the chunks they can load (wider than what they render, never narrower). Its inputs also
 * by kind (`input:checkbox`, `input:text` for one without a type), and every kind for islands
 * that can render one.
 */
function elementsIn(markup: string, scripts: string[]) {
  const names = [...markup.matchAll(/<([a-z][\w-]*)/gi)].map((match) => match[1]!);
  const inputs = [...markup.matchAll(/<input\b[^>]*>/gi)].map((match) =>
    inputKind(/\stype="([^"]*)"/i.exec(match[0])?.[1] ?? "text"),
  );
  const quoted = scripts
    .flatMap((code) => [...code.matchAll(/["'`]([a-z][\w-]*)["'`]/gi)])
    .map((match) => match[1]!);
  const scriptInputs = quoted.some((word) => word.toLowerCase() === "input") ? [ANY_INPUT] : [];
  return new Set([...names, ...quoted].map((n) => n.toLowerCase()).concat(inputs, scriptInputs));
}

const DATE_KINDS = ["date", "datetime-local", "month", "week", "time"];
const TEXT_KINDS = ["text", "search", "url", "tel", "email", "password", "number"];

/**
 * Pseudo-elements and -classes that only some form fields have, each with the fields it needs:
 * an input's kind or another element. Preflight styles them all on every page.
 */
const FIELD_PSEUDOS: [RegExp, string[]][] = [
  [/^-webkit-(date|datetime|calendar)/, DATE_KINDS.map(inputKind)],
  [/^-webkit-(inner|outer)-spin/, ["number", ...DATE_KINDS].map(inputKind)],
  [/^-webkit-search/, [inputKind("search")]],
  [/^file-selector-button$/, [inputKind("file")]],
  [/^placeholder$/, [...TEXT_KINDS.map(inputKind), "textarea"]],
  [/^-moz-ui-invalid$/, ["input", "textarea", "select"]],
];

/** Whether a pseudo-element or -class named `name` can match among these elements. */
function fieldPseudoCanMatch(name: string, elements: Set<string>) {
  const needs = FIELD_PSEUDOS.find(([pattern]) => pattern.test(name))?.[1];
  return !needs || elements.has(ANY_INPUT) || needs.some((field) => elements.has(field));
}

/** What a page can hold: its elements (`elementsIn`) and the attributes it or its scripts can set. */
type PageNames = { elements: Set<string>; attributes: Set<string> };

/** Attributes the browser sets by itself: a `<details>` or `<dialog>` opened. */
const BROWSER_SET = ["open"];

/** `checkedInBrowser` as an attribute's name: `checked-in-browser`. */
const kebab = (word: string) => word.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The attribute names a page can hold: those of its markup's tags and every word of its scripts
 * (inline and what its islands can load: wider than what they set, never narrower), each also as
 * the attribute a script sets through it as a property: `dataset.checkedInBrowser` sets
 * `data-checked-in-browser`, `ariaPressed` sets `aria-pressed`.
 */
export function attributesIn(markup: string, scripts: string[]) {
  const inline = inlineScripts(markup);
  const tags = markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").matchAll(/<[a-z][^>]*>/gi);
  const names = [...tags].flatMap((tag) =>
    [...tag[0].matchAll(/\s([^\s"'>/=]+)/g)].map((match) => match[1]!),
  );
  const words = [...inline, ...scripts].flatMap((code) => code.match(/[a-z][\w-]*/gi) ?? []);
  const asProperties = words.flatMap((word) => [`data-${kebab(word)}`, kebab(word)]);
  return new Set(
    [...BROWSER_SET, ...names, ...words, ...asProperties].map((name) => name.toLowerCase()),
  );
}

/**
 * Whether a selector can match on a page with these names: every element and attribute it names
 * can be there, and one of the selectors in each `:has()`, `:is()` and `:where()` can match
 * (`html:has(dialog)` cannot without a dialog, `[data-pending]` without anything to set it). A
 * `:host` never matches in a document's own stylesheet, only in a shadow tree's (Tailwind writes
 * `:root,:host` and `html,:host` for those).
 */
function canMatch(selector: Selector, names: PageNames): boolean {
  const { elements, attributes } = names;
  return selector.every((component) => {
    if (component.type === "type") return elements.has(component.name.toLowerCase());
    if (component.type === "attribute") return attributes.has(component.name.toLowerCase());
    if (component.type === "pseudo-class" && component.kind === "host") return false;
    if (
      component.type === "pseudo-class" &&
      (component.kind === "has" || component.kind === "is" || component.kind === "where")
    )
      return component.selectors.some((inner) => canMatch(inner, names));
    if (component.type !== "pseudo-element" && component.type !== "pseudo-class") return true;
    const name = "name" in component ? String(component.name) : component.kind;
    return fieldPseudoCanMatch(name, elements);
  });
}

/**
 * `@supports` conditions that every browser of `CSS_TARGETS` meets, as Tailwind's build prints them,
 * so that their rules always apply and the rules before them that they override never do:
 * Tailwind guards each `color-mix()` colour (Chrome 111, Firefox 113, Safari 16.2) with a plain
 * colour before it, and `supports-backdrop-filter:` probes the property with any `var()` (Chrome
 * 76, Firefox 103, Safari 9 with `-webkit-`).
 */
const ALWAYS_MET = [
  /^\(color:color-mix\(in lab, red, red\)\)$/,
  /^\(\(-webkit-backdrop-filter:var\(--[\w-]+\)\) or \(backdrop-filter:var\(--[\w-]+\)\)\)$/,
];

/** Where the block that opens at `at` (a `{`) closes, strings skipped. */
function blockEnd(css: string, at: number) {
  let depth = 0;
  for (let index = at; index < css.length; index++) {
    const character = css[index];
    if (character === '"' || character === "'") index = css.indexOf(character, index + 1);
    else if (character === "{") depth++;
    else if (character === "}" && --depth === 0) return index;
  }
  throw new Error("page-css: a stylesheet's block does not close");
}

/**
 * The stylesheet with each `@supports` that `ALWAYS_MET` names unwrapped: its rules unconditional,
 * where the one minifying pass that cuts a page's stylesheet merges each with the fallback it
 * overrides. Done on the text: Lightning CSS (1.33) refuses many rules a visitor hands back (a
 * `var()` with a fallback among them).
 */
function withoutAlwaysMetSupports(css: string) {
  let out = "";
  let copied = 0;
  for (let at = css.indexOf("@supports "); at !== -1; at = css.indexOf("@supports ", at + 1)) {
    const open = css.indexOf("{", at);
    if (at < copied || !ALWAYS_MET.some((met) => met.test(css.slice(at + 10, open)))) continue;
    const close = blockEnd(css, open);
    out += css.slice(copied, at) + withoutAlwaysMetSupports(css.slice(open + 1, close));
    copied = close + 1;
  }
  return out + css.slice(copied);
}

/** Tailwind's `@layer properties`, its one rule inside an `@supports` naming the browsers without `@property`. */
const PROPERTIES_FALLBACK = /@layer properties\{@supports [^{}]*\{([^{}]*\{[^{}]*\})\}\}/;

/**
 * What a page's stylesheet does not need, taken out after Tailwind built it: the base layer's rules
 * and the selectors of its lists for elements the page has none of (tables, `<sub>`, `<video>`,
 * date fields…) or that never match in a document (`:host`); the `@supports` wrappers every target
 * browser passes (`withoutAlwaysMetSupports`); and Tailwind's `@property` registrations, which make
 * its internal variables non-inherited with an initial value. Its own fallback for browsers without
 * `@property` (`@layer properties`: those variables reset on every element, inside an `@supports`
 * naming those browsers) does the same everywhere, so it stays, unconditional, and the
 * registrations go (about 2 KB of every page).
 */
function withoutUnused(stylesheet: string, names: PageNames, rename?: RenameClass) {
  const { code } = transform({
    filename: path.basename(STYLESHEET),
    code: Buffer.from(withoutAlwaysMetSupports(stylesheet)),
    minify: true,
    targets: CSS_TARGETS,
    visitor: {
      // A selector of a list that cannot match goes; a rule with none left goes whole.
      Selector: (selector: Selector) =>
        !canMatch(selector, names) ? [] : rename && renameSelector(selector, rename),
      Rule: {
        property: () => [],
      },
    },
  });
  return withoutIdleKeyframes(
    code.toString().trimEnd().replace(PROPERTIES_FALLBACK, "@layer properties{$1}"),
  );
}

/** The stylesheet without the `@keyframes` no rule of it names (their rules went with their selectors). */
function withoutIdleKeyframes(css: string) {
  const keyframes = [...css.matchAll(/@keyframes ([\w-]+)\{/g)].map((match) => ({
    name: match[1]!,
    start: match.index,
    end: blockEnd(css, match.index + match[0].length - 1) + 1,
  }));
  const without = (blocks: typeof keyframes) =>
    blocks.reduceRight((text, { start, end }) => text.slice(0, start) + text.slice(end), css);
  const rest = without(keyframes);
  return without(
    keyframes.filter(({ name }) => !new RegExp(`[:\\s,]${name}(?![\\w-])`).test(rest)),
  );
}

/**
 * What a page's stylesheet is cut from: Tailwind's build of its candidates, its elements, and the
 * custom properties its markup and scripts name (`css-declarations.ts` leaves those as they are).
 */
export type PageStylesheetSource = PageNames & {
  built: string;
  properties: Set<string>;
};

/**
 * What a page's inline stylesheet is cut from: the candidates in its markup and in `scripts` (the
 * text of what its islands can load). Null for a page without the stylesheet.
 */
export async function pageStylesheetSource(
  html: string,
  scripts: string[],
): Promise<PageStylesheetSource | null> {
  const match = SITE_STYLESHEET.exec(html);
  if (!match) return null;
  const markup = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  const candidates = candidatesIn([
    { content: unescapeMarkup(markup), extension: "html" },
    ...scripts.map((content) => ({ content, extension: "js" })),
  ]);
  const properties = new Set([markup, ...scripts].flatMap((text) => text.match(/--[\w-]+/g) ?? []));
  return {
    built: await buildStylesheet(candidates),
    elements: elementsIn(markup, scripts),
    attributes: attributesIn(markup, scripts),
    properties,
  };
}

/**
 * A page's inline stylesheet, without what it does not need (`withoutUnused`, then the
 * declarations that change nothing there: `css-declarations.ts`), each class renamed by `rename`
 * and each custom property by `names` when given (`property-names.ts`). The passes after
 * `withoutUnused` read and write the finished text: none is a second minification.
 */
export function pageStylesheet(
  { built, elements, attributes, properties }: PageStylesheetSource,
  rename?: RenameClass,
  names: PropertyNameMap = {},
) {
  // Cut once for all pages with the same source: the blog's posts, its tags, its listing pages.
  const byRename =
    cutStylesheets.get(rename) ?? new WeakMap<PropertyNameMap, Map<string, string>>();
  cutStylesheets.set(rename, byRename);
  const cut = byRename.get(names) ?? new Map<string, string>();
  byRename.set(names, cut);
  const key = [
    built,
    ...[elements, attributes, properties].map((set) => [...set].sort().join(" ")),
  ].join("\n");
  let stylesheet = cut.get(key);
  if (stylesheet === undefined) {
    stylesheet = renameCssProperties(
      withoutIdleDeclarations(withoutUnused(built, { elements, attributes }, rename), properties),
      names,
    );
    cut.set(key, stylesheet);
  }
  return stylesheet;
}
const cutStylesheets = new Map<
  RenameClass | undefined,
  WeakMap<PropertyNameMap, Map<string, string>>
>();

/** The page with `stylesheet` in place of its inline stylesheet. */
export const withInlineStylesheet = (html: string, stylesheet: string) =>
  html.replace(SITE_STYLESHEET, () => `<style>${stylesheet}</style>`);

/**
 * A page with its inline stylesheet cut to the candidates in its markup and in `scripts`. A page
 * without the stylesheet comes back as it was.
 */
export async function withPageStylesheet(html: string, scripts: string[]) {
  const source = await pageStylesheetSource(html, scripts);
  return source ? withInlineStylesheet(html, pageStylesheet(source)) : html;
}
