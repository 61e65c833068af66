// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { elementPath } from "./element-path";
import { VITALS_LIMITS } from "./vitals";

function render(html: string) {
  document.body.innerHTML = html;
  return document.querySelector("[data-target]");
}

describe("elementPath", () => {
  it("names tags, ids and slots up to the nearest id, and no class", () => {
    const target = render(
      `<main class="a b"><section id="pricing" class="c"><div class="d"><button class="e" data-slot="button" data-target>Go</button></div></section></main>`,
    );
    expect(elementPath(target)).toBe("section#pricing>div>button[data-slot=button]");
  });

  it("goes up to the body when nothing has an id", () => {
    expect(elementPath(render(`<main class="x"><h1 class="y" data-target>Hi</h1></main>`))).toBe(
      "body>main>h1",
    );
  });

  it("keeps the element itself when the path is longer than the intake takes", () => {
    const deep = "<div>".repeat(60) + "<img data-target>" + "</div>".repeat(60);
    const path = elementPath(render(deep));
    expect(path?.length).toBeLessThanOrEqual(VITALS_LIMITS.elementLength);
    expect(path).toMatch(/^div(>div)*>img$/);
  });

  it("names nothing for a node that is not an element", () => {
    expect(elementPath(null)).toBeUndefined();
    expect(elementPath(document.createTextNode("text"))).toBeUndefined();
  });
});
