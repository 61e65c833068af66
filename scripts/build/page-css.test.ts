import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { islandModules } from "../vite/islands-plugin.ts";
import {
  buildStylesheet,
  inlineStylesheet,
  siteStylesheet,
  withPageStylesheet,
} from "./page-css.ts";

const page = async (body: string) =>
  `<html><head><style>${await buildStylesheet(["flex", "grid", "p-4", "md:grid-cols-3", "dark:bg-card", "text-destructive"])}</style></head><body>${body}</body></html>`;

const stylesheetOf = (html: string) => inlineStylesheet(html) ?? "";

describe("a page's stylesheet", () => {
  it("keeps the rules of the classes in its markup, with their variants, and drops the rest", async () => {
    const css = stylesheetOf(
      await withPageStylesheet(
        await page('<div class="flex p-4 md:grid-cols-3 dark:bg-card">A</div>'),
        [],
      ),
    );
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain(".p-4{");
    expect(css).toMatch(/\.md\\:grid-cols-3\{/);
    expect(css).toMatch(/\.dark\\:bg-card:is\(\.dark \*\)\{/);
    expect(css).not.toContain(".grid{");
    expect(css).not.toContain(".text-destructive{");
  });

  it("reads a class as the source wrote it, not as the markup escapes it", async () => {
    const full = `<style>${await buildStylesheet(["[&_svg]:size-4", "grid"])}</style>`;
    const css = stylesheetOf(
      await withPageStylesheet(
        `${full}<button class="[&amp;_svg]:size-4"><svg></svg>A</button>`,
        [],
      ),
    );
    expect(css).toMatch(/\.\\\[\\&_svg\\\]\\:size-4 svg\{/);
  });

  it("drops rules for elements the page lacks, and Tailwind's @property for its own fallback", async () => {
    const shadow = ["shadow-sm", "[&_svg]:size-4"];
    const full = `<style>${await buildStylesheet(shadow)}</style>`;
    expect(full).toContain("@property --tw-shadow");
    expect(full).toMatch(/@layer properties\{@supports/);
    const plain = stylesheetOf(await withPageStylesheet(`${full}<p class="shadow-sm">A</p>`, []));
    expect(plain).not.toContain("@property");
    // The fallback, unconditional: every element starts each variable at its initial value.
    expect(plain).toMatch(
      /@layer properties\{\*,:before,:after,::backdrop\{[^}]*--tw-shadow:0 0 #0000/,
    );
    expect(plain).not.toContain("abbr:where");
    expect(plain).not.toContain("::-webkit-date-and-time-value");
    expect(plain).not.toMatch(/size-4 svg\{/);
    const rich = stylesheetOf(
      await withPageStylesheet(
        `${full}<abbr title="x">A</abbr><input type="date"><b class="[&amp;_svg]:size-4"><svg></svg></b>`,
        [],
      ),
    );
    expect(rich).toContain("abbr:where");
    expect(rich).toContain("::-webkit-date-and-time-value");
    expect(rich).toMatch(/size-4 svg\{/);
  });

  it("keeps the pseudo-elements of form fields only where a field of their kind can be", async () => {
    const full = `<style>${await buildStylesheet(["p-4"])}</style>`;
    const css = async (markup: string, scripts: string[] = []) =>
      stylesheetOf(await withPageStylesheet(`<html>${full}${markup}</html>`, scripts));
    const checkbox = await css('<input type="checkbox">');
    expect(checkbox).toContain(":-moz-ui-invalid");
    expect(checkbox).not.toMatch(/placeholder|file-selector|-webkit-(date|search|inner-spin)/);
    const text = await css("<input>");
    expect(text).toContain("::placeholder");
    expect(text).not.toMatch(/file-selector|-webkit-(date|search)/);
    expect(await css("<textarea></textarea>")).toContain("::placeholder");
    expect(await css('<input type="date">')).toMatch(/-webkit-datetime-edit.*-webkit-inner-spin/);
    expect(await css('<input type="file">')).toContain("::file-selector-button");
    // An island's chunk that can render an input may render any kind.
    const island = await css("<div></div>", ['createElement("input")']);
    expect(island).toMatch(/placeholder.*-webkit-search-decoration.*-webkit-datetime-edit/);
  });

  it("drops the selectors of a list that cannot match, :host and :has(dialog) among them", async () => {
    const full = `<style>${await buildStylesheet(["p-4"])}</style>`;
    expect(full).toContain(":root,:host{");
    expect(full).toMatch(/img,svg,video,canvas,audio,iframe,embed,object\{/);
    const css = stylesheetOf(
      await withPageStylesheet(`<html>${full}<img alt=""><p class="p-4">A</p></html>`, []),
    );
    expect(css).toContain(":root{");
    expect(css).toContain("}img{vertical-align:middle;");
    expect(css).not.toContain(":host");
    expect(css).not.toMatch(/video|canvas|embed/);
    // Inside :has() too: the page holds still under a modal dialog only where it has one.
    expect(full).toContain("html:has(dialog:modal){");
    expect(css).not.toContain("dialog");
    const withDialog = stylesheetOf(
      await withPageStylesheet(`<html>${full}<dialog>A</dialog></html>`, []),
    );
    expect(withDialog).toContain("html:has(dialog:modal){");
  });

  it("unwraps an @supports every target browser meets, and keeps the others", async () => {
    const utilities = [
      "bg-black/50",
      "supports-backdrop-filter:bg-card/60",
      "placeholder:text-card",
    ];
    const full = `<style>${await buildStylesheet(utilities)}</style>`;
    expect(full).toContain("@supports (color:color-mix(in lab, red, red)){");
    expect(full).toMatch(/@supports \(\(-webkit-backdrop-filter:var\(--tw\)\) or/);
    const css = stylesheetOf(
      await withPageStylesheet(`${full}<input placeholder="A" class="${utilities.join(" ")}">`, []),
    );
    expect(css).not.toMatch(/@supports \(color:color-mix|backdrop-filter:var/);
    // The theme's black written in (css-declarations.ts).
    expect(css).toContain("background-color:color-mix(in oklab, #000 50%");
    // A condition some target fails (here Safari's placeholder colour) stays.
    expect(css).toContain("@supports (not ((-webkit-appearance:-apple-pay-button)))");
  });

  it("keeps a class that only an island's script adds", async () => {
    const css = stylesheetOf(
      await withPageStylesheet(await page('<div class="flex">A</div>'), [
        'e.className=n?"text-destructive":"grid"',
      ]),
    );
    expect(css).toContain(".text-destructive{");
    expect(css).toContain(".grid{");
  });

  it("keeps a rule for an attribute only where the markup or a script can set it, and its keyframes with it", async () => {
    // app.css styles a busy button (`[data-pending]`, with the `pending-spin` keyframes); the islands' script sets it.
    const pending = /\[data-pending\]|@keyframes pending-spin/g;
    const without = stylesheetOf(await withPageStylesheet(await page("<button>A</button>"), []));
    expect(without.match(pending)).toBeNull();
    const set = 'b.setAttribute("data-pending","")';
    for (const html of [
      await page("<button data-pending>A</button>"),
      await page(`<button>A</button><script>${set}</script>`),
      // Set as a property: `dataset.pending` is `data-pending`.
      await page('<button>A</button><script>b.dataset.pending=""</script>'),
    ])
      expect(stylesheetOf(await withPageStylesheet(html, [])).match(pending)).toHaveLength(3);
    const island = await withPageStylesheet(await page("<button>A</button>"), [set]);
    expect(stylesheetOf(island).match(pending)).toHaveLength(3);
  });

  it("keeps what every page needs: the fonts, the theme's colours and the base styles", async () => {
    const css = stylesheetOf(await withPageStylesheet(await page("<p>Text</p>"), []));
    expect(css).toContain("@font-face");
    expect(css).toMatch(/\.dark\{[^}]*--background:/);
    expect(css).toContain("@layer base");
  });

  it("leaves a page without the site's stylesheet, and a page's other styles, as they are", async () => {
    const html = "<html><head><style>p{color:red}</style></head><body><p>Hi</p></body></html>";
    expect(await withPageStylesheet(html, [])).toBe(html);
  });
});

describe("the site's stylesheet", () => {
  it("takes its classes from app/ alone, not from a build written elsewhere in the project", async () => {
    // As BUILD_DIR=build-ga leaves it: a folder git does not ignore, full of built pages.
    const build = mkdtempSync(path.resolve("build-elsewhere-"));
    try {
      writeFileSync(path.join(build, "index.html"), '<p class="bg-[#a1b2c3]">Built</p>');
      expect(await siteStylesheet()).not.toContain("#a1b2c3");
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });
});

describe("the islands' entry, as the build reads it", () => {
  it("names each island and its module, on one line or two", () => {
    const source = `const islands = {
  zoom: () => import("~/components/zoomable-image").then((module) => module.ZoomableImage),
  waitlist: () =>
    import("~/features/waitlist/request-demo-form").then((module) => module.RequestDemoForm),
};`;
    expect(islandModules(source, "/app")).toEqual([
      { name: "zoom", module: "/app/components/zoomable-image" },
      { name: "waitlist", module: "/app/features/waitlist/request-demo-form" },
    ]);
  });
});
