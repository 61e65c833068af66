import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { ArrowRight, ChevronDown, Menu, ZoomIn } from "lucide-react";
import { createElement } from "react";
import { withCompactIcons } from "./icons.ts";

describe("compact icons", () => {
  it("leaves what every icon repeats to the stylesheet, keeping its own classes and attributes", () => {
    const html = renderToStaticMarkup(
      createElement("p", null, [
        createElement(ArrowRight, { key: 1, className: "size-4", "aria-hidden": true }),
        createElement(Menu, { key: 2 }),
      ]),
    );
    expect(withCompactIcons(html)).toBe(
      '<p><svg viewBox="0 0 24 24" class="lucide size-4" aria-hidden="true"><path d="M5 12h14M12 5l7 7-7 7"/></svg>' +
        '<svg viewBox="0 0 24 24" class="lucide" aria-hidden="true"><path d="M4 5h16M4 12h16M4 19h16"/></svg></p>',
    );
  });

  it("draws each icon's strokes as one path, its other shapes self-closed, except in an island", () => {
    const icons = renderToStaticMarkup(
      createElement("p", null, [
        createElement(ZoomIn, { key: 1 }),
        createElement(ChevronDown, { key: 2 }),
      ]),
    );
    expect(withCompactIcons(icons)).toBe(
      '<p><svg viewBox="0 0 24 24" class="lucide" aria-hidden="true"><circle cx="11" cy="11" r="8"/><path d="M21 21 16.6 16.6M11 8 11 14M8 11 14 11"/></svg>' +
        '<svg viewBox="0 0 24 24" class="lucide" aria-hidden="true"><path d="M6 9l6 6 6-6"/></svg></p>',
    );
    const island = `<div data-island="verifier"><div>${renderToStaticMarkup(createElement(Menu))}</div></div>`;
    const [islandAfter, iconsAfter] = withCompactIcons(`${island}<hr>${icons}`).split("<hr>");
    expect(islandAfter).toContain('<path d="M4 5h16"></path><path d="M4 12h16"></path>');
    expect(iconsAfter).toBe(withCompactIcons(icons));
  });

  it("stops on an icon drawn otherwise, which the stylesheet would redraw", () => {
    const html = renderToStaticMarkup(createElement(ArrowRight, { strokeWidth: 1.5 }));
    expect(() => withCompactIcons(html)).toThrow(/an icon drawn unlike the others/);
  });
});
