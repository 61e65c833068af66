import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { leadSchema, submissionSchema } from "../../app/features/waitlist/schema.ts";
import { columnName } from "./lead-fields.ts";
import { openStore } from "./store.ts";
import { exportLeads, tempDatabase, validLead } from "./test-helpers.ts";

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

  it("stores, exports and forwards every schema field", () => {
    const databasePath = tempDatabase();
    const store = openStore(databasePath);
    store.addLead(lead, null);
    const [row] = store.listLeads();
    const [delivery] = store.dueDeliveries(Date.now() + 1, 1);
    store.close();
    const forwarded = JSON.parse(delivery!.payload) as Record<string, unknown>;
    const [json] = JSON.parse(exportLeads(databasePath, "json")) as Record<string, unknown>[];
    const [header, cells] = exportLeads(databasePath, "csv")
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

  it("refuses to open a database that has no column for a schema field, naming it", () => {
    const databasePath = tempDatabase();
    openStore(databasePath).close();
    const db = new Database(databasePath);
    db.exec("ALTER TABLE leads DROP COLUMN job_title");
    db.close();
    expect(() => openStore(databasePath)).toThrow(
      "The leads table has no column for jobTitle (job_title): add a migration in server/waitlist/store.ts.",
    );
  });

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
