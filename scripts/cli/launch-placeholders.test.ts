import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { findPlaceholders, formatReport, type LaunchInput } from "./launch-placeholders.ts";

/** A site with every placeholder replaced. */
const launched: LaunchInput = {
  data: {
    site: {
      salesEmail: "sales@fabric.ai",
      social: [{ href: "https://www.linkedin.com/company/fabric" }],
    },
    leaders: { leaders: [{ name: "Ada Real", linkedin: "https://www.linkedin.com/in/ada" }] },
    locations: {
      locations: [{ city: "Austin", address: ["1 Congress Avenue", "Austin, TX 78701"] }],
    },
    partners: { partners: [{ name: "Real Partner" }] },
    assurance: {
      planned: [{ title: "Penetration test", quarter: "2027-Q1", status: "Done" }],
    },
  },
  texts: { "scripts/render/screens/flows-builder.html": "<p>mcp.fabric.ai</p>" },
  securitySource: 'export const PENDING = "To be confirmed";\nconst host = "Render, Frankfurt";\n',
  signingKeys: [{ id: "fabric-trust-1", demo: false }],
  siteUrl: "https://fabric.ai",
};

describe("findPlaceholders", () => {
  it("finds nothing once every placeholder is replaced", () => {
    expect(findPlaceholders(launched)).toEqual([]);
    expect(formatReport([])).toBe("No launch placeholders left.\n");
  });

  it("names each placeholder and where to change it", () => {
    const found = findPlaceholders({
      data: {
        site: {
          salesEmail: "sales@fabric.example",
          social: [{ href: "https://x.com/fabric-example" }],
        },
        leaders: { leaders: [{ name: "Amara Okafor" }] },
        locations: { locations: [{ city: "Singapore", address: ["8 Marina View, #40-01"] }] },
        partners: { partners: [{ name: "Real Partner" }, { name: "Korvex" }] },
        assurance: {
          planned: [
            { title: "Penetration test", quarter: "2027-Q1", status: "Done" },
            { title: "SOC 2 Type I", quarter: "2027-Q3", status: "In progress" },
          ],
        },
      },
      texts: { "scripts/render/screens/flows-builder.html": "<p>\n  mcp.fabric.example/v1</p>" },
      securitySource:
        '/** a fact only the company can supply is `PENDING`. */\nexport const PENDING = "To be confirmed";\n  region: PENDING,\n',
      signingKeys: [{ id: "fabric-trust-demo-1", demo: true }],
      siteUrl: "http://localhost:3000",
    });
    expect(found.map((placeholder) => placeholder.where)).toEqual([
      "app/content/data/site.json: salesEmail",
      "app/content/data/site.json: social.0.href",
      "app/content/data/leaders.json: leaders.0",
      "app/content/data/locations.json: locations.0.address",
      "app/content/data/partners.json: partners.1",
      "app/content/data/assurance.json: planned.1",
      "scripts/render/screens/flows-builder.html:2",
      "app/content/security.ts:3",
      "app/content/signing-keys.ts",
      "SITE_URL (build variable)",
    ]);
    expect(found[5]?.what).toMatch(
      /^audit not done: "SOC 2 Type I" \(In progress, target 2027-Q3\)/,
    );
    expect(found[6]?.what).toBe('example host "mcp.fabric.example"');
    expect(formatReport(found)).toMatch(/^10 launch placeholders still in place/);
  });
});

describe("npm run launch:check", () => {
  it("lists this repository's placeholders and exits 1", async () => {
    const run = promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/cli/launch-check.ts"],
      {
        env: { ...process.env, SITE_URL: "https://fabric.ai" },
      },
    );
    const failure = (await run.then(
      () => null,
      (error: unknown) => error,
    )) as { code: number; stdout: string } | null;
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toContain("app/content/data/site.json: securityEmail");
    expect(failure?.stdout).toContain("app/content/security.ts:");
    expect(failure?.stdout).toContain('invented partner "Korvex"');
    expect(failure?.stdout).toContain('audit not done: "Independent penetration test"');
    expect(failure?.stdout).not.toContain("SITE_URL (build variable)");
  }, 30_000);
});
