import { describe, expect, it } from "vitest";
import { HSTS, SECURITY_HEADERS } from "../../server/header-policy.ts";
import { formatQuarter, PENDING, securityCopy } from "./security";

describe("the security page", () => {
  it("describes exactly the headers the site sends", () => {
    const sent = [...Object.keys(SECURITY_HEADERS), HSTS.name, "Content-Security-Policy"];
    expect(securityCopy.headers.map((header) => header.name).sort()).toEqual(sent.sort());
  });

  it("states HSTS's two years as the server sends it", () => {
    expect(HSTS.value).toContain(`max-age=${2 * 365 * 86_400}`);
    expect(securityCopy.headers.find((h) => h.name === HSTS.name)?.what).toMatch(/two years/);
  });

  it("marks every fact the company has yet to supply in one way", () => {
    const text = JSON.stringify(securityCopy);
    expect(text).not.toMatch(/TODO|TBD|lorem/i);
    // The README's "Before launch" list names these: two providers and their regions.
    expect(text.split(PENDING).length - 1).toBe(4);
  });

  it("says a target quarter as a reader does", () => {
    expect(formatQuarter("2027-Q1")).toBe("Q1 2027");
    expect(formatQuarter("2030-Q4")).toBe("Q4 2030");
  });
});
