import { describe, expect, it } from "vitest";
import { buildStylesheet, pageStylesheet, pageStylesheetSource } from "./page-css.ts";
import {
  cssProperties,
  planPropertyNames,
  renameCssProperties,
  renamePageProperties,
  renameScriptProperties,
} from "./property-names.ts";

const MAP = { "--brand": "--a", "--tw-shadow": "--b", "--band-height": "--c", "--spacing": "--d" };

describe("a stylesheet's properties renamed", () => {
  it("renames declarations, var() and its fallback chain, and @property", () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      ":root{--brand:red}.x{box-shadow:var(--tw-shadow,var(--brand,var(--spacing)))}" +
      '[data-band="0"]{--band-height:calc(10px - 1vw)}';
    expect(renameCssProperties(css, MAP)).toBe(
      '@property --b{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        ":root{--a:red}.x{box-shadow:var(--b,var(--a,var(--d)))}" +
        '[data-band="0"]{--c:calc(10px - 1vw)}',
    );
  });

  it("leaves strings, url(), comments, attribute selectors, classes and longer names alone", () => {
    const css =
      '/* --brand */.w-\\(--brand\\),.--brand,#--brand{content:"--brand";background:url(--brand.png)}' +
      "[data-x=--brand]{--brand-ink:var(--brand-ink);--text-xs--brand:1}";
    expect(renameCssProperties(css, MAP)).toBe(css);
    expect(cssProperties(css)).toEqual(["--brand-ink", "--brand-ink", "--text-xs--brand"]);
  });

  it("renames each page's inline stylesheet as the postbuild cuts it", async () => {
    const html = `<style>${await buildStylesheet(["shadow-sm", "p-4"])}</style><p class="shadow-sm p-4">A</p>`;
    const source = (await pageStylesheetSource(html, []))!;
    const css = pageStylesheet(source, undefined, MAP);
    // The shadow is set in one rule and read in another, so it keeps a (renamed) property; the
    // constants (the other shadows, the theme's spacing) are written where they are read.
    expect(css).toContain("--b:0 1px 3px 0 var(--tw-shadow-color,#0000001a)");
    expect(css).toContain("box-shadow:0 0 #0000, 0 0 #0000, 0 0 #0000, 0 0 #0000, var(--b)");
    expect(css).toContain("padding:1rem");
    expect(css).not.toMatch(/--tw-shadow[:,)]|--spacing/);
  });
});

describe("scripts", () => {
  it("renames a property set, read or named alone, and read in var() with a fallback", () => {
    const code = [
      'e.style.setProperty("--band-height","1px")',
      'getComputedStyle(e).getPropertyValue("--brand")',
      'f({style:{"--spacing":`${w}px`,color:"var(--brand,var(--tw-shadow))"}})',
      "g(`var(--brand) ${x}`)",
    ].join(";");
    expect(renameScriptProperties(code, MAP)).toBe(
      [
        'e.style.setProperty("--c","1px")',
        'getComputedStyle(e).getPropertyValue("--a")',
        'f({style:{"--d":`${w}px`,color:"var(--a,var(--b))"}})',
        "g(`var(--a) ${x}`)",
      ].join(";"),
    );
  });

  it("leaves decrements, other names and names in other shapes as written", () => {
    const code = [
      "let a=2;--a",
      'x="--brand: red"',
      "y=`--${name}`",
      "z=`var(--brand${suffix})`",
      'q="var(--bra\\x6ed)"',
      "r=/--brand/",
      'import("--brand")',
    ].join(";");
    expect(renameScriptProperties(code, MAP)).toBe(code);
  });
});

describe("pages", () => {
  it("renames style attributes, stylesheets and inline scripts, and no text", () => {
    const html =
      '<style>[data-band="1"]{--band-height:9px}</style>' +
      '<span style="color:var(--brand)">npm run vitals -- --brand</span>' +
      '<img style="--spacing:4px;font-family:&quot;--brand&quot;">' +
      '<script>document.body.style.setProperty("--brand","red")</script>' +
      '<script type="application/ld+json">{"a":"--brand"}</script>';
    expect(renamePageProperties(html, MAP)).toBe(
      '<style>[data-band="1"]{--c:9px}</style>' +
        '<span style="color:var(--a)">npm run vitals -- --brand</span>' +
        '<img style="--d:4px;font-family:&quot;--brand&quot;">' +
        '<script>document.body.style.setProperty("--a","red")</script>' +
        '<script type="application/ld+json">{"a":"--brand"}</script>',
    );
  });
});

describe("the map", () => {
  const stylesheet =
    ":root{--brand:red;--spacing:4px;--ring:blue;--natural-width:auto}" +
    ".a{color:var(--brand);width:var(--natural-width)}.b{outline-color:var(--ring)}";

  it("gives the commonest the shortest names, and never one the site writes", () => {
    const pages = [
      '<style>.a{margin:var(--spacing);padding:var(--spacing)}</style><p style="color:var(--brand)">A</p>',
    ];
    const { map } = planPropertyNames(pages, ['s.setProperty("--a","1")'], stylesheet);
    expect(map["--spacing"]).toBe("--b");
    expect(map["--brand"]).toBe("--c");
    expect(Object.values(map)).not.toContain("--a");
    expect(planPropertyNames([...pages].reverse(), [], stylesheet).map).toEqual(
      planPropertyNames(pages, [], stylesheet).map,
    );
  });

  it("keeps a property a page or module names in another shape, and one only a script uses", () => {
    const pages = [
      '<p class="w-(--natural-width)">A</p>',
      '<div data-island="x" data-props="{&quot;style&quot;:&quot;var(--ring)&quot;}"></div>',
    ];
    const modules = ['css=":root{--brand:green}"', 'e.style.setProperty("--only-a-script","1")'];
    const { map, kept } = planPropertyNames(pages, modules, stylesheet);
    expect([...kept].sort()).toEqual(["--brand", "--natural-width", "--ring"]);
    expect(Object.keys(map)).toEqual(["--spacing"]);
    expect(renameScriptProperties(modules[1]!, map)).toBe(modules[1]);
  });
});
