import { describe, expect, it } from "vitest";
import { tagLabel } from "./blog";

describe("tagLabel", () => {
  it("writes product names and acronyms as the site does, and capitalises any other tag", () => {
    expect(["mcp", "trust", "flows", "engineering"].map(tagLabel)).toEqual([
      "MCP",
      "Trust",
      "Flows",
      "Engineering",
    ]);
    expect(tagLabel("case-study")).toBe("Case study");
  });
});
