// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { namesElement } from "./fragment";

describe("a fragment", () => {
  it("names a place when an element has it as its id, and data otherwise", () => {
    document.body.innerHTML = '<h2 id="keys-heading">Keys</h2>';
    expect(namesElement(document, "#keys-heading")).toBe(true);
    expect(namesElement(document, "#eyJ2ZXJzaW9uIjoxfQ")).toBe(false);
    expect(namesElement(document, "#")).toBe(false);
    expect(namesElement(document, "#%E0%A4%A")).toBe(false);
  });
});
