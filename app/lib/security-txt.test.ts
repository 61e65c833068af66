import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { securityTxt } from "./security-txt";

/** RFC 9116 §2.4–2.5: `Field-Name: value` lines, names case-insensitive, comments and blanks allowed. */
function parseSecurityTxt(text: string) {
  const fields = new Map<string, string[]>();
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith("#")) continue;
    const match = /^([A-Za-z0-9-]+): (.+)$/.exec(line);
    if (!match) throw new Error(`not a field: ${line}`);
    const name = match[1]!.toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), match[2]!]);
  }
  return fields;
}

const SITE_URL = "https://fabric.example";
const BUILT = new Date("2026-03-14T09:30:15.123Z");
const YEAR_MS = 365 * 86_400_000;

describe("security.txt", () => {
  const fields = parseSecurityTxt(securityTxt(SITE_URL, BUILT));

  it("has the fields RFC 9116 requires, once each where it says so", () => {
    expect(fields.get("contact")).toEqual([`mailto:${site.securityEmail}`]);
    expect(fields.get("expires")).toHaveLength(1);
    for (const name of ["policy", "preferred-languages", "canonical"]) {
      expect(fields.get(name), name).toHaveLength(1);
    }
    expect([...fields.keys()].sort()).toEqual(
      ["canonical", "contact", "expires", "policy", "preferred-languages"].sort(),
    );
  });

  it("expires less than a year after the build, in RFC 3339 UTC", () => {
    const expires = fields.get("expires")![0]!;
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const ahead = Date.parse(expires) - BUILT.getTime();
    expect(ahead).toBeGreaterThan(0);
    expect(ahead).toBeLessThan(YEAR_MS);
  });

  it("points to the disclosure policy and to itself under the site's address", () => {
    expect(fields.get("policy")).toEqual([`${SITE_URL}/security#disclosure`]);
    expect(fields.get("canonical")).toEqual([`${SITE_URL}/.well-known/security.txt`]);
    expect(fields.get("preferred-languages")).toEqual(["en"]);
  });
});
