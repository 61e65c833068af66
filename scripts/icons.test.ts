import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { ArrowRight, Menu } from "lucide-react";
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
      '<p><svg viewBox="0 0 24 24" class="lucide size-4" aria-hidden="true"><path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>' +
        '<svg viewBox="0 0 24 24" class="lucide" aria-hidden="true"><path d="M4 5h16"></path><path d="M4 12h16"></path><path d="M4 19h16"></path></svg></p>',
    );
  });

  it("stops on an icon drawn otherwise, which the stylesheet would redraw", () => {
    const html = renderToStaticMarkup(createElement(ArrowRight, { strokeWidth: 1.5 }));
    expect(() => withCompactIcons(html)).toThrow(/an icon drawn unlike the others/);
  });
});
