import { describe, expect, it } from "vitest";
import { ISLANDS_ENTRY_URL, islandsScript } from "../app/islands/islands-script.ts";
import { withIslands } from "./islands.ts";

const ENTRY = "/assets/hydrate-island-AB12.js";
const page = (body: string) =>
  `<html><body>${body}<script>${islandsScript}</script><script>pageView()</script></body></html>`;

describe("a static page's islands script, as the build completes it", () => {
  it("imports the islands' entry on a page with islands", () => {
    const html = withIslands(page('<div data-island="zoom" data-props="{}"></div>'), ENTRY);
    expect(html).toContain(`import("${ENTRY}")`);
    expect(html).not.toContain(ISLANDS_ENTRY_URL);
  });

  it("is gone from a page without islands, and the page's other scripts stay", () => {
    const html = withIslands(page("<main>Notice</main>"), ENTRY);
    expect(html).toBe("<html><body><main>Notice</main><script>pageView()</script></body></html>");
  });

  it("leaves a page the app hydrates alone", () => {
    const html =
      '<html><body><div data-island="zoom"></div><script type="module"></script></body></html>';
    expect(withIslands(html, ENTRY)).toBe(html);
  });
});
