import { describe, expect, it } from "vitest";
import { codeLines } from "./code-lines";

describe("codeLines", () => {
  it("gives each line its indent", () => {
    expect(codeLines('{\n  "id": 7,\n    "a": 1\n}').map((line) => line.indent)).toEqual([
      0, 2, 4, 0,
    ]);
  });

  it("keeps hyphenated words whole and the rest of the line as it is", () => {
    expect(codeLines('    "text": "With a gross-negligence carve-out."')[0]!.parts).toEqual([
      { text: '    "text": "With a ', whole: false },
      { text: "gross-negligence", whole: true },
      { text: " ", whole: false },
      { text: 'carve-out."', whole: true },
    ]);
  });

  it("leaves a line without hyphens in one part, and an empty line empty", () => {
    expect(codeLines('  "id": 7,\n')).toEqual([
      { indent: 2, parts: [{ text: '  "id": 7,', whole: false }] },
      { indent: 0, parts: [] },
    ]);
  });
});
