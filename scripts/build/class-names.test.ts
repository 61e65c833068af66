import { describe, expect, it } from "vitest";
import {
  assignShortNames,
  classAttributeNames,
  classesKeptByScript,
  planClassNames,
  renamedAsset,
  renamePageClasses,
  renameScriptClasses,
  stylesheetClasses,
} from "./class-names.ts";
import { buildStylesheet, pageStylesheet, pageStylesheetSource } from "./page-css.ts";

const UTILITIES = [
  "flex",
  "hidden",
  "p-4",
  "grid-cols-[1fr_2fr]",
  "md:hover:bg-primary/90",
  "[&_svg]:size-4",
  "group",
  "group-hover:underline",
  "peer",
  "peer-checked:font-bold",
  "dark:bg-card",
  "has-[:checked]:ring-2",
];

/** A page as the postbuild has it: Tailwind's stylesheet for `classes`, then `body`. */
async function page(body: string, classes = UTILITIES) {
  const css = await buildStylesheet(classes);
  return `<html><head><style>${css}</style></head><body>${body}</body></html>`;
}

/** The page's markup and its stylesheet, cut as the postbuild cuts them, renamed by `map`. */
async function renamed(html: string, map: Record<string, string>) {
  const source = (await pageStylesheetSource(html, []))!;
  const classes = new Set([...UTILITIES, ...Object.keys(map)]);
  return {
    markup: renamePageClasses(html, map, classes),
    css: pageStylesheet(source, (name) => map[name] ?? name),
    unrenamed: pageStylesheet(source),
  };
}

describe("a page's classes renamed", () => {
  it("renames escaped selectors, arbitrary values and variants, and the markup alike", async () => {
    const { markup, css } = await renamed(
      await page(
        '<div class="group md:hover:bg-primary/90 grid-cols-[1fr_2fr] [&amp;_svg]:size-4"><svg></svg><a class="group-hover:underline">A</a></div>',
      ),
      {
        group: "g",
        "md:hover:bg-primary/90": "m",
        "grid-cols-[1fr_2fr]": "c",
        "[&_svg]:size-4": "s",
        "group-hover:underline": "u",
      },
    );
    expect(markup).toContain('<div class="g m c s"><svg></svg><a class="u">A</a></div>');
    expect(css).toMatch(/@media \(hover:hover\)\{\.m:hover\{/);
    expect(css).toContain(".c{grid-template-columns:1fr 2fr}");
    expect(css).toContain(".s svg{");
    // The group's name inside the variant's `:is(:where(.group)…)`.
    expect(css).toContain(":is(:where(.g):hover .u)");
    expect(css).not.toMatch(/md\\:hover|grid-cols|\.group/);
  });

  it("renames the classes a variant names inside :is(), :has() and :where()", async () => {
    const { css } = await renamed(
      await page('<input class="peer"><p class="peer-checked:font-bold dark:bg-card">A</p>'),
      { peer: "p", dark: "d", "peer-checked:font-bold": "b", "dark:bg-card": "k" },
    );
    expect(css).toContain(":is(:where(.p):checked~.b)");
    expect(css).toContain(".k:is(.d *)");
    expect(stylesheetClasses(css)).toEqual(new Set(["p", "b", "k", "d"]));
  });

  it("leaves a page byte for byte as it was when no name changes", async () => {
    const html = await page('<p class="flex p-4">A</p>');
    const { markup, css, unrenamed } = await renamed(html, {});
    expect(markup).toBe(html);
    expect(css).toBe(unrenamed);
  });

  it("keeps a class named like what every object has (constructor, toString) as written", () => {
    const map = { flex: "F", hidden: "H" };
    const classes = new Set(["flex", "hidden", "constructor", "toString"]);
    expect(
      renamePageClasses(
        '<p class="flex constructor toString">A</p><script>a.className="hidden toString"</script>',
        map,
        classes,
      ),
    ).toBe('<p class="F constructor toString">A</p><script>a.className="H toString"</script>');
  });

  it("reads class attributes in markup only, not in scripts, styles, comments or text", () => {
    const html =
      '<!-- class="p-4" --><p class="flex  p-4" data-x=\'class="hidden"\'>class="hidden"</p>' +
      '<script>x=\'<b class="hidden">\'</script><pre>&lt;b class="p-4"></pre>';
    expect(classAttributeNames(html)).toEqual(["flex", "p-4"]);
  });
});

describe("scripts", () => {
  const classes = new Set(UTILITIES);

  it("rewrites strings made only of classes, and a className's single class", () => {
    const code =
      'const a="flex p-4",b=`p-4 flex ${c} hidden p-4`;f({className:"hidden"});g({className:c?"p-4":"flex"})';
    expect(renameScriptClasses(code, { flex: "F", "p-4": "P", hidden: "H" }, classes)).toBe(
      'const a="F P",b=`P F ${c} H P`;f({className:"H"});g({className:c?"P":"F"})',
    );
  });

  it("keeps a class a script names otherwise: a word alone, among other words, as a key or half a name", () => {
    const code = [
      'e.style.display="flex"',
      'e.setAttribute("hidden","")',
      'x="hidden from view"',
      "cn({ group: open })",
      "y=`p-4 bg-${tone}`",
      'q=".peer > li"',
      'z="p-\\x34 flex"',
    ].join(";");
    expect([...classesKeptByScript(code, classes)].sort()).toEqual(
      ["flex", "group", "hidden", "p-4", "peer"].sort(),
    );
    expect(renameScriptClasses(code, { flex: "F", "p-4": "P", hidden: "H" }, classes)).toBe(code);
  });

  it("never reads a module's address as classes", () => {
    const code = 'import "flex";export * from "p-4";import("hidden")';
    expect(classesKeptByScript(code, classes).size).toBe(0);
  });
});

describe("the map", () => {
  it("gives the commonest classes the shortest names, the same for the same input", () => {
    const counts = new Map([
      ["p-4", 3],
      ["flex", 9],
      ["grid", 3],
    ]);
    const map = assignShortNames(["grid", "p-4", "flex", "rare"], counts, new Set());
    expect(map).toEqual({ flex: "a", grid: "b", "p-4": "c", rare: "d" });
    expect(assignShortNames(["rare", "flex", "p-4", "grid"], counts, new Set())).toEqual(map);
  });

  it("skips names the site uses and names content blockers hide", () => {
    const names = Array.from({ length: 60 }, (_, i) => `c${String(i).padStart(2, "0")}`);
    const map = assignShortNames(names, new Map(), new Set(["b"]));
    const shorts = Object.values(map);
    expect(shorts).not.toContain("b");
    expect(shorts.filter((name) => /^ad/i.test(name))).toEqual([]);
    expect(new Set(shorts).size).toBe(60);
    expect(shorts.slice(50)).toEqual(["Z", "aa", "ab", "ac", "ae", "af", "ag", "ah", "ai", "aj"]);
  });

  it("renames a class used only in a script, and keeps the words scripts use otherwise", async () => {
    const css = await buildStylesheet(UTILITIES);
    const html = await page('<p class="flex p-4">A</p>');
    const module = 'jsx("span",{className:"hidden md:hover:bg-primary/90"});e.display="flex"';
    const { map, kept } = planClassNames([html], [module], css);
    expect(kept).toContain("flex");
    expect(map.flex).toBeUndefined();
    expect(map["md:hover:bg-primary/90"]).toBeDefined();
    expect(map.hidden).toBeDefined();
    // Written on the page, so shorter than the classes only the script names.
    expect(map["p-4"]).toBe("a");
  });

  it("names a rewritten module anew, by its old name and the map", () => {
    expect(renamedAsset("button-DXyr2m9B.js", "one")).toMatch(/^button-[\w-]{8}\.js$/);
    expect(renamedAsset("button-DXyr2m9B.js", "one")).not.toBe("button-DXyr2m9B.js");
    expect(renamedAsset("button-DXyr2m9B.js", "two")).not.toBe(
      renamedAsset("button-DXyr2m9B.js", "one"),
    );
  });
});
