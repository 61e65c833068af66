import { describe, expect, it } from "vitest";
import { BAND_WIDTHS, bandRules, heightBetween, tagBands } from "./band-sizes.ts";

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
});
