import { describe, expect, it } from "vitest";
import { leadSchema, submissionSchema } from "../../app/features/waitlist/schema.ts";
import { databaseKinds, testDatabase } from "../../tests/support/databases.ts";
import { exportLeads, validLead } from "../../tests/support/waitlist.ts";
import { columnName } from "./lead-fields.ts";
import { openStore } from "./store.ts";

const schemaFields = Object.keys(leadSchema.shape);

/** A lead in which every field, the plan included, holds a value no other field holds. */
const lead = submissionSchema.parse(
  validLead({ topics: ["Trust", "Fabric Flows"], plan: "professional" }),
);

describe("lead fields", () => {
  it("sets every schema field in the test lead, so the checks below see them all", () => {
    expect(schemaFields).toContain("plan");
    for (const field of schemaFields) expect(lead, field).toHaveProperty(field);
  });

  it.each(databaseKinds)("stores, exports and forwards every schema field on %s", async (kind) => {
    const target = await testDatabase(kind);
    const store = await openStore(target);
    await store.addLead(lead, null);
    const [row] = await store.listLeads();
    const [delivery] = await store.claimDeliveries({
      now: Date.now() + 1,
      limit: 1,
      owner: "test",
      leaseMs: 1000,
    });
    await store.close();
    const forwarded = JSON.parse(delivery!.payload) as Record<string, unknown>;
    const [json] = JSON.parse(await exportLeads(target, "json")) as Record<string, unknown>[];
    const [header, cells] = (await exportLeads(target, "csv"))
      .split("\r\n")
      .map((line) => line.slice(1, -1).split('","'));

    for (const field of schemaFields) {
      const value = lead[field as keyof typeof lead];
      expect(row, field).toHaveProperty(field, value);
      expect(json, field).toHaveProperty(field, value);
      expect(forwarded, field).toHaveProperty(field, value);
      const csvCell = Array.isArray(value) ? value.join("; ") : value;
      expect(cells![header!.indexOf(field)], field).toBe(csvCell);
    }
  });

  it.each(databaseKinds)(
    "refuses to open a %s database that has no column for a schema field, naming it",
    async (kind) => {
      const target = await testDatabase(kind);
      const store = await openStore(target);
      await store.sql.run("ALTER TABLE leads DROP COLUMN job_title");
      await store.close();
      await expect(openStore(target)).rejects.toThrow(
        "The leads table has no column for jobTitle (job_title): add a migration in server/waitlist/migrations.ts.",
      );
    },
  );

  it("names a field's column in snake case", () => {
    expect(schemaFields.map(columnName)).toEqual([
      "first_name",
      "last_name",
      "email",
      "company",
      "job_title",
      "topics",
      "description",
      "plan",
    ]);
  });
});
