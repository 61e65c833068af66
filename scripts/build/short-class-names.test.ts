import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { buildStylesheet, pageStylesheetSource, type PageStylesheetSource } from "./page-css.ts";
import { withShortNames } from "./short-class-names.ts";

let client: string;
beforeEach(() => {
  client = mkdtempSync(path.join(tmpdir(), "short-class-names-"));
  mkdirSync(path.join(client, "assets"));
});
afterEach(() => rmSync(client, { recursive: true, force: true }));

it("renames the site's pages and leaves a page with a stylesheet of its own as it was", async () => {
  const stylesheet = await buildStylesheet(["flex", "grid", "hidden"]);
  const site = `<html><head><style>${stylesheet}</style></head><body><div class="flex grid hidden">A</div><p class="flex">B</p></body></html>`;
  // As /ldc: its own rules for its own `grid`, which the site's map must not reach.
  const own = `<html><head><style>.grid{display:grid;gap:2rem}</style></head><body><div class="grid">C</div></body></html>`;
  const files = { site: path.join(client, "index.html"), own: path.join(client, "own.html") };
  writeFileSync(files.site, site);
  writeFileSync(files.own, own);
  const stylesheets = new Map<string, PageStylesheetSource>([
    [files.site, (await pageStylesheetSource(site, []))!],
  ]);

  const { classes: map } = withShortNames({
    clientDir: client,
    pageFiles: [files.site, files.own],
    islandFiles: [],
    stylesheets,
    stylesheet,
  });

  expect(map.grid).toBeDefined();
  expect(readFileSync(files.site, "utf8")).toContain(
    `<div class="${map.flex} ${map.grid} ${map.hidden}">`,
  );
  expect(readFileSync(files.own, "utf8")).toBe(own);
});
