import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { certificateFields, certificateProof } from "./certificate";
import { leaders } from "./leaders";
import { partners } from "./partners";

const SCREENS = "scripts/render/screens";
const screens = readdirSync(SCREENS)
  .filter((file) => file.endsWith(".html"))
  .map((file) => ({ file, text: readFileSync(`${SCREENS}/${file}`, "utf8") }));

/** The demo's one customer, as the sample certificate names it ("Northwind Lending / agent"). */
const customer = certificateFields.workflow.split(" / ")[0]!;

describe("the demo's data", () => {
  it("shows the sample certificate on the Trust certificate screen", () => {
    const screen = screens.find(({ file }) => file === "trust-certificate.html")!.text;
    expect(screen).toContain(certificateFields.certificateId);
    expect(screen).toContain(customer);
    expect(screen).toContain(certificateProof.hash);
    expect(screen).toContain(certificateFields.confirmation);
    // Every certificate id on the screen is the sample's.
    const ids = screen.match(/\b[A-Z]{3}-[A-Z0-9-]{6,}\b/g) ?? [];
    expect(new Set(ids)).toEqual(new Set([certificateFields.certificateId]));
  });

  it.each(screens)("$file names no one on the leadership team", ({ text }) => {
    for (const leader of leaders) {
      const surname = leader.name.split(" ").at(-1)!;
      expect(text, leader.name).not.toMatch(new RegExp(`\\b${surname}\\b`));
    }
  });

  // A partner's name on a product screen reads as that company's endorsement.
  it.each(screens)("$file names none of the partner strip's companies", ({ text }) => {
    for (const partner of partners) expect(text, partner.name).not.toContain(partner.name);
  });
});
