import { describe, expect, it } from "vitest";
import { BRAND_FONT_SWAP_MS, holdsStill, inTime } from "./brand-font-swap";

describe("the first page's brand face", () => {
  it("is in time only within the window after the first contentful paint", () => {
    expect(inTime(1000, 1000 + BRAND_FONT_SWAP_MS)).toBe(true);
    expect(inTime(1000, 1001 + BRAND_FONT_SWAP_MS)).toBe(false);
    // Without paint timing there is no first paint to time it from.
    expect(inTime(undefined, 0)).toBe(false);
  });

  it("is taken only where no start moves 3 px or more", () => {
    expect(holdsStill([10, 20, 30, 40], [12.9, 20, 30, 37.1])).toBe(true);
    expect(holdsStill([10, 20, 30, 40], [10, 20, 33, 40])).toBe(false);
    expect(holdsStill([10, 20], [10, 17])).toBe(false);
  });

  it("counts a box gone as moved", () => {
    expect(holdsStill([10, 20], [NaN, NaN])).toBe(false);
    expect(holdsStill([10, 20], [10, 20, 30, 40])).toBe(false);
  });
});
