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

  it("writes one rule per band at each width measured, the last holding beyond it", () => {
    const heights = BAND_WIDTHS.map(() => [300, 120]);
    const rules = bandRules(heights);
    expect(rules.startsWith('[data-band="0"]{--band-height:300px}')).toBe(true);
    expect(rules.match(/--band-height/g)).toHaveLength(BAND_WIDTHS.length * 2);
    expect(
      rules.endsWith(
        `@media (min-width:${BAND_WIDTHS.at(-1)}px){[data-band="0"]{--band-height:300px}[data-band="1"]{--band-height:120px}}`,
      ),
    ).toBe(true);
    expect(bandRules([])).toBe("");
  });
});
