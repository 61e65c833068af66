/**
 * Passes over a page's finished, minified stylesheet (`page-css.ts`) that take out declarations
 * which change nothing there: one a later one of its rule overrides, a custom property no rule
 * reads, and a theme value declared once on `:root`, written into the rules that read it instead.
 * Done on the text, as Lightning CSS prints it: a second minification is not a no-op (`page-css.ts`).
 */

/** A rule with declarations and no block inside: its selector (or at-rule prelude) and its body. */
const FLAT_BLOCK = /([^{};]*)\{([^{}]*)\}/g;

/** Where `text` splits at `separator` outside parentheses and strings. */
function splitOutside(text: string, separator: string) {
  const parts: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quote) {
      if (character === "\\") index++;
      else if (character === quote) quote = "";
    } else if (character === '"' || character === "'") quote = character;
    else if (character === "(") depth++;
    else if (character === ")") depth--;
    else if (character === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  return [...parts, text.slice(start)];
}

const propertyOf = (declaration: string) => declaration.slice(0, declaration.indexOf(":"));
const isImportant = (declaration: string) => declaration.endsWith("!important");

/**
 * Whether `later`, in the same rule after `earlier`, overrides it in every browser the site
 * targets: the same property, no weaker importance, and a value each of them parses. The same
 * text, a `var()` (valid at parse time by definition) or `color-mix()` (every target since
 * Safari 16.2): Tailwind's fallbacks before those (`#00000080` before its `color-mix()`) and the
 * prefixed copies Lightning CSS repeats (`-webkit-text-decoration:inherit`, five times) never apply.
 */
function overrides(later: string, earlier: string) {
  const property = propertyOf(earlier);
  return (
    propertyOf(later) === property &&
    !property.startsWith("--") &&
    (isImportant(later) || !isImportant(earlier)) &&
    (later === earlier || /var\(|color-mix\(/.test(later))
  );
}

/** The stylesheet without any declaration that a later one of its rule overrides (`overrides`). */
function withoutOverriddenDeclarations(css: string) {
  return css.replace(FLAT_BLOCK, (block, selector: string, body: string) => {
    if (!body.includes(":")) return block;
    const declarations = splitOutside(body, ";").filter(Boolean);
    const kept = declarations.filter(
      (declaration, index) =>
        !declarations.slice(index + 1).some((later) => overrides(later, declaration)),
    );
    return `${selector}{${kept.join(";")}}`;
  });
}

/** Each custom property's declarations in a stylesheet: the selector and value of each. */
function customDeclarations(css: string) {
  const found = new Map<string, { selector: string; value: string }[]>();
  for (const [, selector, body] of css.matchAll(FLAT_BLOCK))
    for (const declaration of splitOutside(body!, ";")) {
      const name = propertyOf(declaration);
      if (!name.startsWith("--")) continue;
      const value = declaration.slice(name.length + 1);
      found.set(name, [...(found.get(name) ?? []), { selector: selector!, value }]);
    }
  return found;
}

/** `css` with each `var(name)` and `var(name, fallback)` read as `value`. */
function withValue(css: string, name: string, value: string) {
  const opening = `var(${name}`;
  let out = "";
  let copied = 0;
  for (let at = css.indexOf(opening); at !== -1; at = css.indexOf(opening, at + 1)) {
    const next = css[at + opening.length];
    if (next !== ")" && next !== ",") continue; // a longer name
    let depth = 0;
    let end = at + 3;
    for (; end < css.length; end++) {
      if (css[end] === "(") depth++;
      else if (css[end] === ")" && --depth === 0) break;
    }
    out += css.slice(copied, at) + value;
    copied = end + 1;
  }
  return out + css.slice(copied);
}

/** The stylesheet without the custom property declarations `drop` names, and rules left empty. */
function withoutDeclarations(css: string, drop: (name: string) => boolean) {
  const cut = css.replace(FLAT_BLOCK, (block, selector: string, body: string) => {
    const kept = splitOutside(body, ";").filter(
      (declaration) => !propertyOf(declaration).startsWith("--") || !drop(propertyOf(declaration)),
    );
    return `${selector}{${kept.join(";")}}`;
  });
  let out = cut;
  for (let before = ""; before !== out;) {
    before = out;
    out = out.replace(/(^|[{};])[^{};]*\{\}/g, "$1");
  }
  return out;
}

/**
 * Rules that give a property to every element: `:root` (each element inherits it) and Tailwind's
 * defaults for its own variables in `@layer properties`, on every element and pseudo-element.
 */
const EVERY_ELEMENT = new Set([":root", "*,:before,:after,::backdrop"]);

/**
 * The stylesheet with its custom properties settled for one page. A property declared once, in a
 * rule of `EVERY_ELEMENT`, with a value that reads no other property (the theme's `--spacing`,
 * `--text-sm`…; `--tw-border-style:solid` where no `border-dashed` sets another) has that value
 * on every element, so each rule that reads it takes the value itself; not `initial`, which makes
 * a `var()` take its fallback. A property no
 * rule reads is declared for nothing (a token the page never uses, Tailwind's `--tw-font-weight`
 * beside each `font-weight`). `mentioned`: every property the page's markup or scripts name, which
 * may set or read one at run time; those stay as they are.
 */
function withSettledProperties(css: string, mentioned: ReadonlySet<string>) {
  let out = css;
  for (const [name, declarations] of customDeclarations(css)) {
    const [only] = declarations;
    if (declarations.length !== 1 || !EVERY_ELEMENT.has(only!.selector)) continue;
    if (mentioned.has(name) || /var\(|^\s*initial\s*$/.test(only!.value)) continue;
    out = withValue(out, name, only!.value.trim());
  }
  for (let before = ""; before !== out;) {
    before = out;
    const read = new Set([...out.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!));
    out = withoutDeclarations(out, (name) => !read.has(name) && !mentioned.has(name));
  }
  return out;
}

/** A number as Lightning CSS writes one: no leading zero, at most four decimals. */
const cssNumber = (value: number) => String(Number(value.toFixed(4))).replace(/^(-?)0\./, "$1.");

/**
 * The stylesheet with each product of two numbers, or of a length and a number, written as its
 * result: the theme's values written in leave `calc(.25rem * 4)` where Tailwind wrote
 * `calc(var(--spacing) * 4)`, and `calc(10 * -1)` is its own (`-z-10`). Products only: a quotient
 * such as `calc(1.25 / .875)` has no short exact decimal.
 */
function withProductsWritten(css: string) {
  return css.replace(
    /calc\((-?[\d.]+)([a-z%]*) \* (-?[\d.]+)\)/g,
    (_, factor: string, unit: string, by: string) => {
      const product = Number(factor) * Number(by);
      return product === 0 ? "0" : cssNumber(product) + unit;
    },
  );
}

/**
 * A page's stylesheet without the declarations that change nothing there (overridden, or custom
 * properties settled: `withSettledProperties`) and its constant products written out, its opening
 * comment kept as it is.
 */
export function withoutIdleDeclarations(css: string, mentioned: ReadonlySet<string>) {
  const comment = /^\/\*[\s\S]*?\*\//.exec(css)?.[0] ?? "";
  const rules = withoutOverriddenDeclarations(css.slice(comment.length));
  return comment + withProductsWritten(withSettledProperties(rules, mentioned));
}
