import { describe, expect, it } from "vitest";
import { withoutIdleDeclarations } from "./css-declarations.ts";

const idle = (css: string, mentioned: string[] = []) =>
  withoutIdleDeclarations(css, new Set(mentioned));

describe("a page's stylesheet without the declarations that change nothing", () => {
  it("drops a declaration its rule repeats, or overrides with a value every target reads", () => {
    expect(
      idle("a{color:inherit;-webkit-text-decoration:inherit;-webkit-text-decoration:inherit}"),
    ).toBe("a{color:inherit;-webkit-text-decoration:inherit}");
    expect(
      idle(
        ".b{background-color:#00000080;background-color:color-mix(in oklab, #000 50%, transparent)}",
      ),
    ).toBe(".b{background-color:color-mix(in oklab, #000 50%, transparent)}");
    // A later value some target may not read, or a weaker one, leaves the first in place.
    expect(idle(".c{display:-webkit-box;display:flex}")).toBe(
      ".c{display:-webkit-box;display:flex}",
    );
    expect(idle(".d{color:red!important;color:var(--x)}:root{--x:blue}")).toBe(
      ".d{color:red!important;color:blue}",
    );
  });

  it("writes a property declared once on :root into the rules that read it", () => {
    expect(
      idle(
        '@layer theme{:root{--spacing:.25rem;--font:Inter, "A B", sans-serif}}.p{padding:calc(var(--spacing) * 4);font-family:var(--font,serif)}',
      ),
    ).toBe('.p{padding:1rem;font-family:Inter, "A B", sans-serif}');
    // Not a longer name that starts with it.
    expect(idle(":root{--a:1px}.x{margin:var(--a);padding:var(--ab)}.y{--ab:2px}")).toBe(
      ".x{margin:1px;padding:var(--ab)}.y{--ab:2px}",
    );
  });

  it("keeps a property declared elsewhere too, one reading another, or one the page names", () => {
    const themed = ":root{--bg:white}.dark{--bg:black}body{background:var(--bg)}";
    expect(idle(themed)).toBe(themed);
    const derived = ":root{--a:var(--b)}.x{--b:1px;margin:var(--a)}";
    expect(idle(derived)).toBe(derived);
    const set = ":root{--w:1px}.x{width:var(--w)}";
    expect(idle(set, ["--w"])).toBe(set);
  });

  it("drops custom properties no rule reads, and the rules and blocks left empty", () => {
    expect(
      idle(
        "/*! banner */\n@layer base{:root{--unused:1px}}.f{--tw-font-weight:700;font-weight:700}:root{--c:red;--d:var(--c)}",
      ),
    ).toBe("/*! banner */.f{font-weight:700}");
    // Unless the page's markup or scripts name it: they may read it at run time.
    expect(idle(".f{--tw-font-weight:700;font-weight:700}", ["--tw-font-weight"])).toBe(
      ".f{--tw-font-weight:700;font-weight:700}",
    );
  });

  it("writes a product of constants as its result, and leaves a quotient as it is", () => {
    expect(
      idle(
        ":root{--s:.25rem}.a{margin:calc(var(--s) * -2) calc(var(--s) * 3.5);z-index:calc(10 * -1);top:calc(var(--s) * 0)}",
      ),
    ).toBe(".a{margin:-.5rem .875rem;z-index:-10;top:0}");
    expect(idle(".t{line-height:calc(1.25 / .875);width:calc(100% - 2rem)}")).toBe(
      ".t{line-height:calc(1.25 / .875);width:calc(100% - 2rem)}",
    );
  });

  it("writes in Tailwind's default for its own variable where no rule sets another, never initial", () => {
    const properties =
      '@layer properties{*,:before,:after,::backdrop{--tw-border-style:solid;--tw-content:"";--tw-leading:initial}}';
    expect(
      idle(
        `${properties}.b{border-style:var(--tw-border-style)}.a:after{content:var(--tw-content)}.t{line-height:var(--tw-leading,1.5)}`,
      ),
    ).toBe(
      '@layer properties{*,:before,:after,::backdrop{--tw-leading:initial}}.b{border-style:solid}.a:after{content:""}.t{line-height:var(--tw-leading,1.5)}',
    );
    const dashed = `${properties}.b{border-style:var(--tw-border-style)}.d{--tw-border-style:dashed}`;
    expect(idle(dashed)).toContain("border-style:var(--tw-border-style)");
  });
});
