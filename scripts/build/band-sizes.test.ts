import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BAND_WIDTHS,
  bandLayoutKey,
  bandLines,
  bandRules,
  bandRulesFrom,
  buildFile,
  heightBetween,
  measureBandSizes,
  tagBands,
} from "./band-sizes.ts";

describe("band sizes", () => {
  it("numbers every band that waits to near the viewport, and nothing else", () => {
    const { html, count } = tagBands(
      '<section class="mx-auto render-when-near"></section><div class="render-when-nearby"></div><section class="py-12 render-when-near w-full"></section>',
    );
    expect(count).toBe(2);
    expect(html).toBe(
      '<section data-band="0" class="mx-auto render-when-near"></section><div class="render-when-nearby"></div><section data-band="1" class="py-12 render-when-near w-full"></section>',
    );
  });

  it("gives the heights between two measured widths on the straight line through them", () => {
    const value = heightBetween([400, 1000], [800, 600]);
    // At 600 px wide, 1400 px - 600 px: half way between the two heights.
    expect(value).toBe("calc(1400px - 100vw)");
    expect(heightBetween([1280, 500], [1440, 500])).toBe("500px");
  });

  it("writes a band's rule at each width where its height changes, the last holding beyond it", () => {
    const heights = BAND_WIDTHS.map((width) => [300, width < 1280 ? 2000 - width : 720]);
    const rules = bandRules(heights);
    expect(rules.startsWith('[data-band="0"]{--band-height:300px}[data-band="1"]{')).toBe(true);
    // Band 0 never changes; band 1 runs on one line up to 1279 px, then holds at 720 px.
    expect(rules.match(/data-band="0"/g)).toHaveLength(1);
    expect(rules).toContain('[data-band="1"]{--band-height:calc(2000px - 100vw)}');
    expect(rules.endsWith('@media (min-width:1280px){[data-band="1"]{--band-height:720px}}')).toBe(
      true,
    );
    expect(bandRules([])).toBe("");
  });

  it("never draws a line across a breakpoint: the one before holds up to it", () => {
    // A two-column layout from 768 px halves the band's height at once.
    const heights = BAND_WIDTHS.map((width) => (width < 768 ? 1200 : 600));
    const rules = bandRules([...heights.map((height) => [height])]);
    expect(rules).toBe(
      '[data-band="0"]{--band-height:1200px}@media (min-width:768px){[data-band="0"]{--band-height:600px}}',
    );
    for (const width of [639, 767, 1023, 1279]) expect(rules).not.toContain(`min-width:${width}px`);
  });

  it("writes as few lines as keep every measured height near them", () => {
    // Text that wraps less as the line widens: a curve, close to a line over short spans.
    const heights = BAND_WIDTHS.map((width) => 400 + 240_000 / width);
    const lines = bandLines(heights);
    expect(lines.length).toBeLessThan(BAND_WIDTHS.length - 4);
    for (const [i, width] of BAND_WIDTHS.entries()) {
      const line = lines.findLast((candidate) => candidate.from <= i)!;
      const match = /^calc\((-?[\d.]+)px ([+-]) ([\d.]+)vw\)$|^([\d.]+)px$/.exec(line.value)!;
      const at = match[4]
        ? Number(match[4])
        : Number(match[1]) + (match[2] === "-" ? -1 : 1) * Number(match[3]) * (width / 100);
      // The line's rounding (whole pixels, tenths of a vw) adds at most 1.3 px.
      expect(Math.abs(at - heights[i]!)).toBeLessThanOrEqual(
        Math.max(4, heights[i]! * 0.004) + 1.3,
      );
    }
  });

  it("serves the measuring browser only files inside the build, whatever the path's encoding", () => {
    const client = path.resolve("/build/client");
    expect(buildFile(client, "/blog/index.html")).toBe(path.join(client, "blog/index.html"));
    expect(buildFile(client, "/assets/a%20b.css")).toBe(path.join(client, "assets/a b.css"));
    for (const outside of [
      "/../csp.json",
      "/..%2fcsp.json",
      "/%2e%2e/csp.json",
      "/%2E%2E%2Fcsp.json",
      "/assets/..%5c..%5ccsp.json",
      "/%2e%2e",
      "/a%00.html",
      "/%E0%A4%A",
    ]) {
      expect(buildFile(client, outside), outside).toBeNull();
    }
  });

  it("measures a page without running its scripts or reading a file beside the build", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "band-sizes-"));
    try {
      const client = path.join(dir, "client");
      mkdirSync(client);
      // Beside the build: a stylesheet a page must not reach, and what a script would set.
      writeFileSync(path.join(dir, "secret.css"), "[data-band]{height:777px!important}");
      const band =
        '<section data-band="0" class="render-when-near" style="height:120px"></section>';
      const pages = {
        reads: `<link rel="stylesheet" href="/..%2fsecret.css"><link rel="stylesheet" href="/%2e%2e/secret.css">${band}`,
        runs: `${band}<script>document.querySelector("[data-band]").style.height = "555px"</script>`,
      };
      const measured = Object.entries(pages).map(([name, html]) => {
        const file = path.join(client, `${name}.html`);
        writeFileSync(file, `<!doctype html><html><body>${html}</body></html>`);
        return { file, url: `/${name}.html` };
      });
      const rules = await measureBandSizes(client, measured, "/font.js");
      for (const { file } of measured) {
        expect(rules?.get(file), file).toBe('[data-band="0"]{--band-height:120px}');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("measures pages alike from their first band on once, whatever their content above it", () => {
    const page = (content: string, band: string, style = ".a{color:red}") =>
      `<html><head><style>${style}</style></head><body><main>${content}</main>` +
      `<section ${band} class="render-when-near">Ask for a demo</section><footer>Fabric</footer></body></html>`;
    const post = bandLayoutKey(page("<h1>One post</h1>", 'data-band="0"'));
    expect(bandLayoutKey(page("<h1>Another, longer post</h1><p>…</p>", 'data-band="0"'))).toBe(
      post,
    );
    expect(bandLayoutKey(page("<h1>One post</h1>", 'data-band="0" id="cta"'))).not.toBe(post);
    expect(bandLayoutKey(page("<h1>One post</h1>", 'data-band="0"', ".a{color:blue}"))).not.toBe(
      post,
    );
  });

  it("takes another build's heights for a page with as many bands, and leaves the rest to measure", () => {
    const bands = (count: number) =>
      Array.from({ length: count }, (_, band) => `<section data-band="${band}"></section>`).join(
        "",
      );
    const rules =
      '[data-band="0"]{--band-height:412px}@media (min-width:768px){[data-band="0"]{--band-height:380px}}';
    const measured = `<head><style>${rules}</style><style>/*! tailwindcss */.a{color:red}</style></head>${bands(2)}`;
    const page = `<head><style>/*! tailwindcss */.a{color:blue}</style></head>${bands(2)}<section id="consent"></section>`;
    expect(bandRulesFrom(page, measured)).toBe(rules);
    expect(bandRulesFrom(`<head></head>${bands(3)}`, measured)).toBeNull();
    expect(bandRulesFrom(page, `<head><style>.a{color:red}</style></head>${bands(2)}`)).toBeNull();
    // A build with short names set the property under its own short name: the copy sets the
    // property by its name here, for this build's short names to rename as its utility reads it.
    const shortened = rules.replaceAll("--band-height:", "--a:");
    const measuredShort = measured.replace(rules, shortened);
    expect(bandRulesFrom(page, measuredShort, "--a")).toBe(rules);
  });
});
