import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csv", () => {
  it("quotes every cell and doubles quotes", () => {
    expect(csvCell('Say "hi", then go')).toBe('"Say ""hi"", then go"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    for (const value of ['=HYPERLINK("x")', "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
    }
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("joins rows with CRLF", () => {
    expect(toCsv(["a", "b"], [[1, "x,y"]])).toBe('"a","b"\r\n"1","x,y"\r\n');
  });
});
