import { describe, expect, it } from "vitest";
import { submissionSchema } from "../../app/features/waitlist/schema.ts";
import { type DatabaseKind, databaseKinds, testDatabase } from "../../tests/support/databases.ts";
import { exportLeads, validLead } from "../../tests/support/waitlist.ts";
import { forwardPayload, openStore } from "./store.ts";

const DELIVERY_ID = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";
const CREATED = new Date("2026-03-04T05:06:07.089Z");

async function exported(
  kind: DatabaseKind,
  format: "csv" | "json",
  ...leads: Record<string, unknown>[]
) {
  const target = await testDatabase(kind);
  const store = await openStore(target);
  for (const lead of leads) {
    await store.addLead(submissionSchema.parse(validLead(lead)), null, CREATED);
  }
  await store.close();
  return exportLeads(target, format);
}

/** The exact bytes leads leave with, so a change in how fields are listed cannot change them. */
describe("lead output bytes", () => {
  it("forwards the delivery id, the seven spec fields in order, and the plan only when chosen", () => {
    const lead = submissionSchema.parse(validLead({ topics: ["Trust", "Fabric Flows"] }));
    expect(JSON.stringify(forwardPayload(lead, DELIVERY_ID))).toBe(
      '{"deliveryId":"0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b","firstName":"Ada","lastName":"Lovelace",' +
        '"email":"ada@analytical.example","company":"Analytical Engines Ltd","jobTitle":"Head of Compliance",' +
        '"topics":["Trust","Fabric Flows"],"description":"Signed approvals for our claims agent."}',
    );
    const withPlan = submissionSchema.parse(validLead({ plan: "professional", description: "" }));
    expect(JSON.stringify(forwardPayload(withPlan, DELIVERY_ID))).toMatch(
      /"topics":\["Trust"\],"description":"","plan":"professional"\}$/,
    );
  });

  it("forwards formula-like text as text, as the export does", () => {
    const lead = submissionSchema.parse(
      validLead({ company: '=HYPERLINK("https://evil.example","Click")', description: "+1 call" }),
    );
    const forwarded = forwardPayload(lead, DELIVERY_ID);
    expect(forwarded.company).toBe(`'=HYPERLINK("https://evil.example","Click")`);
    expect(forwarded.description).toBe("'+1 call");
    expect(forwarded.firstName).toBe("Ada");
  });

  it.each(databaseKinds)("exports a name with emoji and joiners intact from %s", async (kind) => {
    const csv = await exported(kind, "csv", { firstName: "Ada 👩🏽‍💻", lastName: "Lovelace 🏴󠁧󠁢󠁳󠁣󠁴󠁿" });
    expect(csv).toContain('"Ada 👩🏽‍💻","Lovelace 🏴󠁧󠁢󠁳󠁣󠁴󠁿"');
  });

  it.each(databaseKinds)("exports CSV with the same columns and cells from %s", async (kind) => {
    expect(
      await exported(kind, "csv", { topics: ["Trust", "Fabric Flows"], plan: "starter" }),
    ).toBe(
      '"id","createdAt","firstName","lastName","email","company","jobTitle","topics","description","plan","spamReason","delivery","attempts"\r\n' +
        '"1","2026-03-04T05:06:07.089Z","Ada","Lovelace","ada@analytical.example","Analytical Engines Ltd",' +
        '"Head of Compliance","Trust; Fabric Flows","Signed approvals for our claims agent.","starter","","pending","0"',
    );
  });

  it.each(databaseKinds)(
    "exports JSON with the same keys in the same order from %s",
    async (kind) => {
      expect(await exported(kind, "json", {})).toBe(
        JSON.stringify(
          [
            {
              id: 1,
              createdAt: "2026-03-04T05:06:07.089Z",
              firstName: "Ada",
              lastName: "Lovelace",
              email: "ada@analytical.example",
              company: "Analytical Engines Ltd",
              jobTitle: "Head of Compliance",
              topics: ["Trust"],
              description: "Signed approvals for our claims agent.",
              plan: null,
              spamReason: null,
              delivery: "pending",
              attempts: 0,
            },
          ],
          null,
          2,
        ),
      );
    },
  );
});
