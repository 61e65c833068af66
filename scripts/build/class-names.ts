/**
 * Short class names in the built site. Every class of Tailwind's stylesheet that a page carries is
 * written once in its `class` attributes per element and again, escaped, as a selector of its
 * inline stylesheet; `md:hover:bg-primary/90` costs more than `q` in both. The postbuild renames
 * each such class to one or two letters, the commonest shortest, in one map for the whole build:
 * the pages' class attributes, their stylesheets, their inline scripts and the islands' modules.
 * The development server never runs it and keeps the readable names.
 *
 * Scripts are read with a JavaScript parser, never searched as text. A string literal made only of
 * class names (`"flex items-center gap-2"`, as JSX and `cn()` write them) is a class list and is
 * rewritten, and so is a `className`'s value, one word or more, as JSX compiles it. Any other
 * string that names a class keeps that class unrenamed everywhere: a single word elsewhere
 * (`"hidden"`, `"block"`, `"dark"` may be an attribute, a CSS value or a theme the head script
 * sets), a word among others that are no class (prose, a selector), a property key (`{ open: … }`),
 * a piece of a template literal, a string with escapes, an island's props.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Parser } from "acorn";
import { transform, type Selector } from "lightningcss";
import { runsInline } from "./csp.ts";

/** Each renamed class, by its name in the source: `{ "items-center": "b" }`. */
export type ClassNameMap = Record<string, string>;

/** Written beside `build/client`, for the tests that read a page by its source's names. */
export const CLASS_NAMES_FILE = "class-names.json";

/* ---------- markup ---------- */

/** Elements whose content is text to the parser, never markup. */
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed"]);
const TAG = /<([a-zA-Z][^\s/>]*)/y;
const ATTRIBUTE = /[\s/]*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;
const TAG_END = /[\s/]*>/y;

/**
 * The markup with each attribute value passed through `edit` with its name (lower-case), as
 * written, entities and all. Comments, scripts, styles and other raw text are left as they are.
 */
export function editAttributes(html: string, edit: (name: string, value: string) => string) {
  const lower = html.toLowerCase();
  let out = "";
  let copied = 0;
  let at = 0;
  while ((at = html.indexOf("<", at)) !== -1) {
    if (html.startsWith("<!--", at)) {
      const end = html.indexOf("-->", at + 4);
      at = end === -1 ? html.length : end + 3;
      continue;
    }
    TAG.lastIndex = at;
    const tag = TAG.exec(html);
    if (!tag) {
      at++;
      continue;
    }
    at = TAG.lastIndex;
    for (;;) {
      TAG_END.lastIndex = at;
      if (TAG_END.exec(html)) {
        at = TAG_END.lastIndex;
        break;
      }
      ATTRIBUTE.lastIndex = at;
      const attribute = ATTRIBUTE.exec(html);
      if (!attribute) return out + html.slice(copied); // an unfinished tag: nothing more to read
      at = ATTRIBUTE.lastIndex;
      const value = attribute[2] ?? attribute[3] ?? attribute[4];
      if (value === undefined) continue;
      const start = at - value.length - (attribute[4] === undefined ? 1 : 0);
      out += html.slice(copied, start) + edit(attribute[1]!.toLowerCase(), value);
      copied = start + value.length;
    }
    const name = tag[1]!.toLowerCase();
    if (RAW_TEXT.has(name)) {
      const close = lower.indexOf(`</${name}`, at);
      at = close === -1 ? html.length : close;
    }
  }
  return out + html.slice(copied);
}

/** The markup with each `class` value passed through `edit`. */
export const editClassAttributes = (html: string, edit: (value: string) => string) =>
  editAttributes(html, (name, value) => (name === "class" ? edit(value) : value));

const ENTITY = /&(?:#x([\da-f]+)|#(\d+)|(amp|quot|apos|lt|gt));/gi;
const NAMED: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };
const unescapeAttribute = (value: string) =>
  value.replace(ENTITY, (_, hex?: string, decimal?: string, name?: string) =>
    name
      ? NAMED[name.toLowerCase()]!
      : String.fromCodePoint(parseInt(hex ?? decimal!, hex ? 16 : 10)),
  );

/** The class names of a `class` value as written in markup, each with its name in the source. */
function tokensOf(value: string) {
  return value.split(/(\s+)/).map((written) => ({ written, name: unescapeAttribute(written) }));
}

/** Every class name of the markup's `class` attributes, once for each time it is written. */
export function classAttributeNames(html: string) {
  const names: string[] = [];
  editClassAttributes(html, (value) => {
    for (const { name } of tokensOf(value)) if (name.trim()) names.push(name);
    return value;
  });
  return names;
}

/* ---------- stylesheets ---------- */

/** A class's new name, given its name in the source. */
export type RenameClass = (name: string) => string;

/**
 * A selector with every class passed through `rename`, inside `:is()`, `:where()`, `:has()` and
 * `:not()` too (`group-*`, `peer-*` and `dark:` variants name theirs there). Lightning CSS reads
 * and writes the escapes (`.md\:hover\:bg-primary\/90`); `page-css.ts` calls this from the one
 * pass that minifies a stylesheet.
 */
export function renameSelector(selector: Selector, rename: RenameClass): Selector {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== "object") return value;
    const entries = Object.entries(value).map(([key, item]) => [key, visit(item)]);
    const copy = Object.fromEntries(entries) as { type?: unknown; name?: unknown };
    if (copy.type === "class" && typeof copy.name === "string") copy.name = rename(copy.name);
    return copy;
  };
  return visit(selector) as Selector;
}

/** Every class a stylesheet's selectors name. */
export function stylesheetClasses(css: string) {
  const names = new Set<string>();
  transform({
    filename: "page.css",
    code: Buffer.from(css),
    visitor: {
      Selector: (selector) =>
        renameSelector(selector, (name) => {
          names.add(name);
          return name;
        }),
    },
  });
  return names;
}

/* ---------- scripts ---------- */

export type ScriptString = {
  /** Where the text between the quotes (or a template's piece) starts and ends in the code. */
  start: number;
  end: number;
  value: string;
  /** The text as the code writes it equals `value`: no escapes. */
  plain: boolean;
  /** A template literal's piece that an expression continues on its left or right. */
  joinedLeft: boolean;
  joinedRight: boolean;
  /** The value of a `className` property (as JSX compiles), or a branch of a condition that is. */
  className: boolean;
};

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is AstNode =>
  typeof value === "object" && value !== null && typeof (value as AstNode).type === "string";

/** Module specifiers are addresses, never classes. */
const SOURCE_PARENTS = new Set([
  "ImportDeclaration",
  "ExportNamedDeclaration",
  "ExportAllDeclaration",
  "ImportExpression",
]);

/** A property's name as written: `className` in `{ className: … }` and `{ "className": … }`. */
function keyName(property: AstNode) {
  const key = property.key as AstNode;
  return key.type === "Identifier" ? key.name : key.type === "Literal" ? key.value : null;
}

/** Whether a node's child under `key` is a class list: a `className`'s value, or a branch of one. */
function classNameOf(node: AstNode, key: string, className: boolean) {
  if (node.type === "Property")
    return key === "value" && !node.computed && keyName(node) === "className";
  if (node.type === "ConditionalExpression") return className && key !== "test";
  return false;
}

/**
 * A script's string literals and template pieces (in order), its property keys and its regular
 * expressions; parsed once a text, as a build's pages repeat a few scripts (every post the same).
 */
export function scriptStrings(code: string): Readonly<ParsedScript> {
  let parsed = parsedScripts.get(code);
  if (!parsed) {
    parsed = parseScript(code);
    parsedScripts.set(code, parsed);
  }
  return parsed;
}
type ParsedScript = { strings: ScriptString[]; keys: string[]; patterns: string[] };
const parsedScripts = new Map<string, ParsedScript>();

function parseScript(code: string): ParsedScript {
  const ast = Parser.parse(code, { ecmaVersion: "latest", sourceType: "module" });
  const strings: ScriptString[] = [];
  const keys: string[] = [];
  const patterns: string[] = [];
  const visit = (node: AstNode, parent: AstNode | null, className = false) => {
    if (node.type === "Literal" && node.regex) {
      patterns.push((node.regex as { pattern: string }).pattern);
    } else if (node.type === "Literal" && typeof node.value === "string") {
      if (!(parent && SOURCE_PARENTS.has(parent.type) && parent.source === node)) {
        const start = node.start + 1;
        const end = node.end - 1;
        strings.push({
          start,
          end,
          value: node.value,
          plain: code.slice(start, end) === node.value,
          joinedLeft: false,
          joinedRight: false,
          className,
        });
      }
    } else if (node.type === "TemplateLiteral") {
      const quasis = node.quasis as AstNode[];
      quasis.forEach((quasi, index) => {
        const value = quasi.value as { raw: string; cooked: string | null };
        strings.push({
          start: quasi.start,
          end: quasi.end,
          value: value.cooked ?? value.raw,
          plain: value.cooked === value.raw,
          joinedLeft: index > 0,
          joinedRight: index < quasis.length - 1,
          className,
        });
      });
      for (const expression of node.expressions as AstNode[]) visit(expression, node);
      return;
    }
    if ((node.type === "Property" || node.type === "PropertyDefinition") && !node.computed) {
      const key = node.key as AstNode;
      if (key.type === "Identifier") keys.push(key.name as string);
    }
    for (const [key, value] of Object.entries(node)) {
      if (Array.isArray(value)) for (const item of value.filter(isNode)) visit(item, node);
      else if (isNode(value)) visit(value, node, classNameOf(node, key, className));
    }
  };
  visit(ast as unknown as AstNode, null);
  return { strings: strings.sort((a, b) => a.start - b.start), keys, patterns };
}

/** A name written after a dot, as a selector names a class (`.open`, `li.active`). */
const SELECTOR_CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * How a string of a script uses the site's class names: as a class list to rewrite (`rewrite`), or
 * in some other way that keeps each class it names (`keep`).
 */
function readString(string: ScriptString, classes: ReadonlySet<string>) {
  const words = string.value.split(/\s+/).filter(Boolean);
  const named = words.filter((word) => classes.has(word));
  const inSelectors = [...string.value.matchAll(SELECTOR_CLASS)]
    .map((match) => match[1]!)
    .filter((name) => classes.has(name));
  if (named.length === 0) return { rewrite: false, keep: inSelectors };
  // A piece an expression continues: its first or last word may be half a name (`bg-${tone}`).
  const cut =
    (string.joinedLeft && !/^\s/.test(string.value)) ||
    (string.joinedRight && !/\s$/.test(string.value));
  const single = words.length === 1 && !string.className && !/[:[]/.test(words[0]!);
  if (!string.plain || cut || single || named.length !== words.length)
    return { rewrite: false, keep: [...named, ...inSelectors] };
  return { rewrite: true, keep: inSelectors };
}

/**
 * The classes a script names other than in class lists: they keep their names. `classes` is every
 * name a class attribute or the stylesheet holds.
 */
export function classesKeptByScript(code: string, classes: ReadonlySet<string>) {
  const { strings, keys } = scriptStrings(code);
  const kept = new Set(keys.filter((key) => classes.has(key)));
  for (const string of strings) for (const name of readString(string, classes).keep) kept.add(name);
  return kept;
}

/** The script with each class list in its strings renamed by `map`. */
export function renameScriptClasses(code: string, map: ClassNameMap, classes: ReadonlySet<string>) {
  const { strings } = scriptStrings(code);
  let out = "";
  let copied = 0;
  for (const string of strings) {
    if (!readString(string, classes).rewrite) continue;
    const renamed = string.value.replace(/\S+/g, (name) => renamedBy(map, name));
    if (renamed === string.value) continue;
    out += code.slice(copied, string.start) + renamed;
    copied = string.end;
  }
  return out + code.slice(copied);
}

/* ---------- the map ---------- */

const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const REST = FIRST + "0123456789_-";

/** Short names in order: `a`…`Z`, then `aa`, `ab`…; a letter first, as a class selector needs unescaped. */
function* shortNames() {
  for (const first of FIRST) yield first;
  for (let length = 2; ; length++) {
    const total = FIRST.length * REST.length ** (length - 1);
    for (let index = 0; index < total; index++) {
      let name = "";
      let rest = index;
      for (let position = 1; position < length; position++) {
        name = REST[rest % REST.length] + name;
        rest = Math.floor(rest / REST.length);
      }
      yield FIRST[rest] + name;
    }
  }
}

/**
 * Content blockers hide elements by class names such as `ad`, `ads` or `adv`, in any case: no
 * short name starts with them.
 */
const BLOCKED = /^ad/i;

/**
 * The build's one map: each class of the stylesheet (`renamed`) by how often the pages write it
 * (`counts`), the commonest first and ties by name, so the same build names alike. A short name is
 * never a name the site already uses (`taken`: every class the pages or stylesheet hold).
 */
export function assignShortNames(
  renamed: Iterable<string>,
  counts: ReadonlyMap<string, number>,
  taken: ReadonlySet<string>,
): ClassNameMap {
  const order = [...renamed].sort(
    (a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
  );
  const names = shortNames();
  const map: ClassNameMap = {};
  for (const name of order) {
    let short = names.next().value!;
    while (taken.has(short) || BLOCKED.test(short)) short = names.next().value!;
    map[name] = short;
  }
  return map;
}

/**
 * `name` as `map` renames it, or as it is: only the map's own entries count, so a name every object
 * has (`constructor`, `toString`) is never taken for a renamed one.
 */
export const renamedBy = (map: Readonly<Record<string, string>>, name: string) =>
  Object.hasOwn(map, name) ? map[name]! : name;

/** A value's class names renamed by `map`, the rest of it as written. */
export function renameClassValue(value: string, map: ClassNameMap) {
  return tokensOf(value)
    .map(({ written, name }) => (Object.hasOwn(map, name) ? map[name]! : written))
    .join("");
}

/** A short digest of the build's maps, which names the modules they rewrite (`renamedAsset`). */
export function mapDigest(map: object) {
  return createHash("sha256").update(JSON.stringify(map)).digest("base64url");
}

/**
 * A rewritten module's new file name: its hash (the last eight characters before `.js`, as the
 * bundler writes them) replaced by one of its old name and the map, so a browser holding the old
 * file for a year (`immutable`) never runs it against pages of another map.
 */
export function renamedAsset(file: string, digest: string) {
  const hash = createHash("sha256").update(`${file}\n${digest}`).digest("base64url").slice(0, 8);
  return file.replace(/[\w-]{8}(?=\.js$)/, hash);
}

/* ---------- pages ---------- */

const SCRIPT = /(<script\b([^>]*)>)([\s\S]*?)(<\/script>)/gi;

/**
 * The code a page hands to scripts: its inline scripts, and each island's props (JSON, which the
 * island renders from on the client, read as an expression).
 */
export function pageScripts(html: string) {
  const scripts = [...html.matchAll(SCRIPT)]
    .filter((match) => runsInline(match[2]!))
    .map((match) => match[3]!);
  editAttributes(html, (name, value) => {
    if (name === "data-props") scripts.push(`(${unescapeAttribute(value)})`);
    return value;
  });
  return scripts;
}

/**
 * The build's map: from its pages (after their stylesheets are cut), the modules their islands can
 * load, and the site's whole stylesheet, which names every class the map may rename.
 */
export function planClassNames(
  pages: readonly string[],
  modules: readonly string[],
  stylesheet: string,
) {
  const known = stylesheetClasses(stylesheet);
  const counts = new Map<string, number>();
  for (const html of pages)
    for (const name of classAttributeNames(html)) counts.set(name, (counts.get(name) ?? 0) + 1);
  const classes = new Set([...known, ...counts.keys()]);
  const kept = new Set<string>();
  for (const code of [...modules, ...pages.flatMap(pageScripts)])
    for (const name of classesKeptByScript(code, classes)) kept.add(name);
  const renamed = [...known].filter((name) => !kept.has(name));
  return { map: assignShortNames(renamed, counts, classes), classes, kept };
}

/**
 * A page with its class attributes and inline scripts renamed by `map`; its stylesheet is renamed
 * where it is cut (`page-css.ts`).
 */
export function renamePageClasses(html: string, map: ClassNameMap, classes: ReadonlySet<string>) {
  return editClassAttributes(html, (value) => renameClassValue(value, map)).replace(
    SCRIPT,
    (whole, open: string, attributes: string, code: string, close: string) =>
      runsInline(attributes) ? open + renameScriptClasses(code, map, classes) + close : whole,
  );
}

/**
 * Classes the pages write for what they say, not for a rule, each with what writes it: the one
 * kind of class a page may carry that its stylesheet does not name (the tests hold every other).
 */
export const RULE_LESS_CLASSES: Readonly<Record<string, string>> = {
  light: "the head script and theme toggle, on <html> in the light theme (`dark` has the rules)",
  active: "React Router's NavLink, on the link to the page it is on (aria-current says it)",
  shiki: "Shiki, on a post's code block",
  site: "Shiki's theme for a post's code block, which the block's variables carry",
  line: "Shiki, on each line of a code block",
};
/** lucide-react's name for each icon an island draws; the build takes it off prerendered ones (icons.ts). */
export const ICON_CLASS = /^lucide-[a-z\d-]+$/;

/** Whether the site writes a class without a rule on purpose. */
export const isRuleLess = (name: string) => name in RULE_LESS_CLASSES || ICON_CLASS.test(name);

/** The map a build wrote beside its client folder; none for a build without one. */
export function readClassNames(buildDir: string): ClassNameMap {
  const file = path.join(buildDir, CLASS_NAMES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ClassNameMap) : {};
}
