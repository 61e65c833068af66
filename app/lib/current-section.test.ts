import { describe, expect, it } from "vitest";
import { currentSection } from "~/lib/current-section";

const sections = [
  { id: "a", top: -900 },
  { id: "b", top: -200 },
  { id: "c", top: 150 },
  { id: "d", top: 900 },
];

describe("currentSection", () => {
  it("is the last section whose top has passed the line", () => {
    expect(currentSection(sections, 120)).toBe("b");
    expect(currentSection(sections, 150)).toBe("c");
  });

  it("is nothing before the first section", () => {
    expect(currentSection([{ id: "a", top: 400 }], 120)).toBeNull();
    expect(currentSection([], 120)).toBeNull();
  });

  it("is the last section at the bottom of the page", () => {
    expect(currentSection(sections, 120, true)).toBe("d");
  });
});
