import { describe, expect, it } from "vitest";
import { currentSection } from "~/lib/current-section";

const tops = [-900, -200, 150, 900];

describe("currentSection", () => {
  it("is the last section whose top has passed the line", () => {
    expect(currentSection(tops, 120)).toBe(1);
    expect(currentSection(tops, 150)).toBe(2);
  });

  it("is nothing before the first section", () => {
    expect(currentSection([400], 120)).toBe(-1);
    expect(currentSection([], 120)).toBe(-1);
  });

  it("is the last section at the bottom of the page", () => {
    expect(currentSection(tops, 120, true)).toBe(3);
  });
});
