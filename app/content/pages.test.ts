import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allPages, links, pages } from "./pages";

const paths = new Set(allPages.map((page) => page.path));

/** Every source file of the app, without tests. */
function sourceFiles(dir = "app"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

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

  it("is the only place that spells the demo request's path", () => {
    const spelled = sourceFiles().filter((file) =>
      readFileSync(file, "utf8").includes(`"${pages.requestDemo.path}`),
    );
    expect(spelled).toEqual([path.join("app", "content", "pages.ts")]);
  });
});
