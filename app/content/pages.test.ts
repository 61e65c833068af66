import { describe, expect, it } from "vitest";
import { allPages, links, pages } from "./pages";

const paths = new Set(allPages.map((page) => page.path));

describe("the link registry", () => {
  it.each(Object.entries(links))("%s goes to a prerendered page or an external site", (_, link) => {
    if ("external" in link) expect(link.href).toMatch(/^https:\/\//);
    else expect(paths).toContain(link.href.replace(/#.*$/, "") || "/");
  });

  it("names the demo request one way, besides the spec's 'Learn More'", () => {
    const toTheForm = Object.values(links).filter((link) => link.href === pages.requestDemo.path);
    expect(new Set(toTheForm.map((link) => link.label))).toEqual(
      new Set(["Request a Demo", "Learn More"]),
    );
  });
});
