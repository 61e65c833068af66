import { describe, expect, it } from "vitest";
import { submissionSchema } from "../../app/features/waitlist/schema.ts";
import { databaseKinds, testDatabase } from "../../tests/support/databases.ts";
import { runCli, tempDatabase, validLead } from "../../tests/support/waitlist.ts";
import { PARKED_EXIT_CODE } from "./cli.ts";
import { type DatabaseTarget, openStore } from "./store.ts";

const sqliteFile = (): DatabaseTarget => ({ kind: "sqlite", path: tempDatabase() });

describe("leads CLI", () => {
  it("explains its usage and a missing or unreachable database", async () => {
    expect((await runCli([], sqliteFile())).code).toBe(2);
    expect((await runCli(["export"], sqliteFile())).err).toContain("--format");
    const missing = await runCli(["list"], { kind: "sqlite", path: "/nonexistent/leads.sqlite" });
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("DATABASE_PATH");
    const unreachable = await runCli(["list"], {
      kind: "postgresql",
      url: "postgres://postgres@127.0.0.1:9/leads",
      connectTimeoutMs: 500,
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.err).toContain("Cannot reach the lead database");
  });
});

describe.each(databaseKinds)("leads CLI on %s", (kind) => {
  async function seeded() {
    const target = await testDatabase(kind);
    const store = await openStore(target);
    await store.addLead(submissionSchema.parse(validLead({ company: "=cmd|' /C calc'!A0" })), null);
    await store.addLead(submissionSchema.parse(validLead({ firstName: "Bot" })), "honeypot");
    const [item] = await store.claimDeliveries({
      now: Date.now() + 1,
      limit: 10,
      owner: "cli-test",
      leaseMs: 1000,
    });
    await store.markAttemptFailed(item!.id, "cli-test", "HTTP 500", null);
    await store.close();
    return target;
  }

  it("lists leads without spam unless --all", async () => {
    const target = await seeded();
    const listed = await runCli(["list"], target);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain("ada@analytical.example");
    expect(listed.out).toContain("failed");
    expect(listed.out).not.toContain("Bot");
    expect((await runCli(["list", "--all"], target)).out).toContain("spam:honeypot");
  });

  it("exports CSV that is safe to open in a spreadsheet", async () => {
    const { code, out } = await runCli(["export", "--format", "csv"], await seeded());
    expect(code).toBe(0);
    const [header, row] = out.split("\r\n");
    expect(header).toMatch(/^"id","createdAt","firstName"/);
    expect(row).toContain(`"'=cmd|' /C calc'!A0"`);
  });

  it("exports JSON", async () => {
    const leads = JSON.parse(
      (await runCli(["export", "--format", "json", "--all"], await seeded())).out,
    );
    expect(leads).toHaveLength(2);
    expect(leads[0]).toMatchObject({ topics: ["Trust"], delivery: "failed" });
  });

  it("requeues parked deliveries", async () => {
    const target = await seeded();
    expect((await runCli(["retry"], target)).out).toBe("Requeued 1 parked deliveries.");
    const store = await openStore(target);
    expect(await store.deliveryCounts()).toEqual({ pending: 1 });
    await store.close();
  });

  it("prints stored control characters as visible escapes, never raw", async () => {
    const target = await seeded();
    const store = await openStore(target);
    // A row stored before the receiver refused control characters.
    await store.sql.run(
      "UPDATE leads SET first_name = ?, company = ?, description = ? WHERE id = 1",
      ["Ada\u001b]0;pwned\u0007\u001b[2J", "Evil\tCo\u202e\u009b", "line one\nline two\u001b[31m"],
    );
    await store.close();
    const raw = /(?![\n\r])[\p{Cc}\u202e]/u;

    const listed = (await runCli(["list"], target)).out;
    expect(listed).toContain("Ada\\u001b]0;pwned\\u0007\\u001b[2J");
    expect(listed.split("\n")[0]!.split("\t")).toHaveLength(8);
    expect(listed.replace(/\t/g, "")).not.toMatch(raw);

    const csv = (await runCli(["export", "--format", "csv"], target)).out;
    expect(csv).toContain("line one\nline two\\u001b[31m");
    expect(csv).not.toMatch(raw);
    const json = (await runCli(["export", "--format", "json"], target)).out;
    expect(json).not.toMatch(raw);
    expect(JSON.parse(json)[0].company).toBe("Evil\tCo\u202e\u009b");
  });

  it("reports the outbox, and fails while a delivery is parked, pointing at retry", async () => {
    const target = await seeded();
    const parked = await runCli(["status"], target);
    expect(parked.code).toBe(PARKED_EXIT_CODE);
    expect(parked.out).toBe("Deliveries: 0 pending, 1 parked, 0 delivered.");
    expect(parked.err).toContain("1 parked");
    expect(parked.err).toContain("npm run leads -- retry");

    await runCli(["retry"], target);
    const requeued = await runCli(["status"], target);
    expect(requeued.code).toBe(0);
    expect(requeued.out).toMatch(/^Deliveries: 1 pending, 0 parked, 0 delivered; oldest pending/);
    expect(requeued.err).toBe("");
  });
});
