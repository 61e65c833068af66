import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { submissionSchema } from "../../app/features/waitlist/schema.ts";
import { databaseKinds, testDatabase } from "../../tests/support/databases.ts";
import { runCli, tempDatabase, validLead } from "../../tests/support/waitlist.ts";
import { type DatabaseTarget, openStore } from "./store.ts";

const ADA = "ada@analytical.example";
const OTHER = "grace@navy.example";

/** Two leads of Ada's (one delivered, one leased to an instance right now) and one of someone else. */
async function seed(target: DatabaseTarget) {
  const store = await openStore(target);
  await store.addLead(submissionSchema.parse(validLead({ description: "First ask" })), null);
  const [first] = await store.claimDeliveries({
    now: Date.now() + 1,
    limit: 1,
    owner: "a",
    leaseMs: 1,
  });
  await store.markDelivered(first!.id);
  await store.addLead(
    submissionSchema.parse(validLead({ email: "ADA@analytical.example", description: "Again" })),
    null,
  );
  await store.claimDeliveries({ now: Date.now() + 1, limit: 1, owner: "b", leaseMs: 60_000 });
  await store.addLead(
    submissionSchema.parse(validLead({ email: OTHER, firstName: "Grace" })),
    null,
  );
  await store.close();
}

describe.each(databaseKinds)("a person's data on %s", (kind) => {
  it("find lists every lead and delivery of an address, whatever its case", async () => {
    const target = await testDatabase(kind);
    await seed(target);
    const found = await runCli(["find", "--email", "Ada@Analytical.example"], target);
    expect(found.code).toBe(0);
    const report = JSON.parse(found.out) as {
      leads: {
        description: string;
        deliveries: { status: string; payload: { email: string } }[];
      }[];
    };
    expect(report.leads.map((lead) => lead.description)).toEqual(["First ask", "Again"]);
    expect(report.leads.map((lead) => lead.deliveries[0]!.status)).toEqual([
      "delivered",
      "pending",
    ]);
    expect(found.out).not.toContain(OTHER);
  });

  it("erase deletes it everywhere, in flight included, and records the erasure without it", async () => {
    const target = await testDatabase(kind);
    await seed(target);
    const erased = await runCli(["erase", "--email", ADA], target);
    expect(erased.code).toBe(0);
    const record = JSON.parse(erased.out) as { leads: number; deliveries: { status: string }[] };
    expect(record.leads).toBe(2);
    expect(record.deliveries.map((delivery) => delivery.status)).toEqual(["delivered", "pending"]);
    expect(erased.out).not.toContain("ada@");
    expect(JSON.parse((await runCli(["find", "--email", ADA], target)).out).leads).toEqual([]);

    const store = await openStore(target);
    const everything = JSON.stringify([
      await store.sql.all("SELECT * FROM leads"),
      await store.sql.all("SELECT * FROM outbox"),
      await store.sql.all("SELECT * FROM erasures"),
    ]);
    expect(everything.toLowerCase()).not.toContain("ada@");
    expect(everything).toContain(OTHER);
    expect(await store.sql.all("SELECT reason, leads FROM erasures")).toEqual([
      { reason: "request", leads: 2 },
    ]);
    await store.close();
  });

  it("correct changes a field of that address's leads and of every delivery's body", async () => {
    const target = await testDatabase(kind);
    await seed(target);
    const refused = await runCli(
      ["correct", "--email", ADA, "--field", "company", "--value", "A\u202Eb"],
      target,
    );
    expect(refused.code).toBe(1);
    const corrected = await runCli(
      ["correct", "--email", ADA, "--field", "company", "--value", "Engines plc"],
      target,
    );
    expect(corrected.out).toMatch(
      /^Corrected company in 2 leads\.\nAlready delivered, correct them upstream too: [0-9a-f-]{36}$/,
    );
    const report = JSON.parse((await runCli(["find", "--email", ADA], target)).out) as {
      leads: { company: string; deliveries: { status: string; payload: { company: string } }[] }[];
    };
    expect(report.leads.map((lead) => lead.company)).toEqual(["Engines plc", "Engines plc"]);
    expect(report.leads.map((lead) => lead.deliveries[0]!.payload.company)).toEqual([
      "Engines plc",
      "Engines plc",
    ]);
  });

  it("correct --field email leaves the old address in no row, delivered bodies included", async () => {
    const target = await testDatabase(kind);
    await seed(target);
    const NEW = "ada@engines.example";
    const corrected = await runCli(
      ["correct", "--email", ADA, "--field", "email", "--value", NEW],
      target,
    );
    expect(corrected.code).toBe(0);
    expect(corrected.out).toContain("Corrected email in 2 leads.");

    const store = await openStore(target);
    const everything = JSON.stringify([
      await store.sql.all("SELECT * FROM leads"),
      await store.sql.all("SELECT * FROM outbox"),
    ]);
    await store.close();
    expect(everything.toLowerCase()).not.toContain("ada@analytical");
    expect(everything).toContain(OTHER);
    // find and erase by the new address reach every copy.
    const found = JSON.parse((await runCli(["find", "--email", NEW], target)).out) as {
      leads: { deliveries: { payload: { email: string } }[] }[];
    };
    expect(found.leads.map((lead) => lead.deliveries[0]!.payload.email)).toEqual([NEW, NEW]);
    expect(JSON.parse((await runCli(["erase", "--email", NEW], target)).out).leads).toBe(2);
  });
});

describe("erasure and correction on SQLite", () => {
  /** The database file and its write-ahead log, as text. */
  const bytes = (target: { path: string }) =>
    ["", "-wal"]
      .map((suffix) => {
        try {
          return readFileSync(`${target.path}${suffix}`).toString("latin1");
        } catch {
          return "";
        }
      })
      .join("");

  it.each([
    ["erase", ["erase", "--email", ADA]],
    ["correct", ["correct", "--email", ADA, "--field", "email", "--value", "ada@engines.example"]],
  ])("%s leaves no trace of the address in the database file or its log", async (_name, argv) => {
    const target: DatabaseTarget = { kind: "sqlite", path: tempDatabase() };
    await seed(target);
    // The server's own connection stays open, as it does in production.
    const server = await openStore(target);
    await server.countLeads();
    expect(bytes(target)).toContain("analytical.example");
    const done = await runCli(argv, target);
    expect(done.code).toBe(0);
    expect(done.err).toBe("");
    expect(bytes(target)).not.toContain("analytical.example");
    expect(bytes(target)).toContain("navy.example");
    await server.close();
  });
});
