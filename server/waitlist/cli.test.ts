import { describe, expect, it } from "vitest";
import { submissionSchema } from "../../app/features/waitlist/schema.ts";
import { runLeadsCli } from "./cli.ts";
import { openStore } from "./store.ts";
import { tempDatabase, validLead } from "./test-helpers.ts";

function seeded() {
  const databasePath = tempDatabase();
  const store = openStore(databasePath);
  store.addLead(submissionSchema.parse(validLead({ company: "=cmd|' /C calc'!A0" })), null);
  store.addLead(submissionSchema.parse(validLead({ firstName: "Bot" })), "honeypot");
  const [item] = store.dueDeliveries(Date.now() + 1, 10);
  store.markAttemptFailed(item!.id, "HTTP 500", null);
  store.close();
  return databasePath;
}

function run(argv: string[], databasePath: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runLeadsCli(
    argv,
    databasePath,
    (t) => out.push(t),
    (t) => err.push(t),
  );
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("leads CLI", () => {
  it("lists leads without spam unless --all", () => {
    const databasePath = seeded();
    const listed = run(["list"], databasePath);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain("ada@analytical.example");
    expect(listed.out).toContain("failed");
    expect(listed.out).not.toContain("Bot");
    expect(run(["list", "--all"], databasePath).out).toContain("spam:honeypot");
  });

  it("exports CSV that is safe to open in a spreadsheet", () => {
    const { code, out } = run(["export", "--format", "csv"], seeded());
    expect(code).toBe(0);
    const [header, row] = out.split("\r\n");
    expect(header).toMatch(/^"id","createdAt","firstName"/);
    expect(row).toContain(`"'=cmd|' /C calc'!A0"`);
  });

  it("exports JSON", () => {
    const leads = JSON.parse(run(["export", "--format", "json", "--all"], seeded()).out);
    expect(leads).toHaveLength(2);
    expect(leads[0]).toMatchObject({ topics: ["Trust"], delivery: "failed" });
  });

  it("requeues parked deliveries", () => {
    const databasePath = seeded();
    expect(run(["retry"], databasePath).out).toBe("Requeued 1 parked deliveries.");
    const store = openStore(databasePath);
    expect(store.deliveryCounts()).toEqual({ pending: 1 });
    store.close();
  });

  it("explains its usage and a missing database", () => {
    expect(run([], tempDatabase()).code).toBe(2);
    expect(run(["export"], tempDatabase()).err).toContain("--format");
    const missing = run(["list"], "/nonexistent/leads.sqlite");
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("DATABASE_PATH");
  });

  it("prints stored control characters as visible escapes, never raw", () => {
    const databasePath = seeded();
    const store = openStore(databasePath);
    // A row stored before the receiver refused control characters.
    store.db
      .prepare("UPDATE leads SET first_name = ?, company = ?, description = ? WHERE id = 1")
      .run(
        "Ada\u001b]0;pwned\u0007\u001b[2J",
        "Evil\tCo\u202e\u009b",
        "line one\nline two\u001b[31m",
      );
    store.close();
    const raw = /(?![\n\r])[\p{Cc}\u202e]/u;

    const listed = run(["list"], databasePath).out;
    expect(listed).toContain("Ada\\u001b]0;pwned\\u0007\\u001b[2J");
    expect(listed.split("\n")[0]!.split("\t")).toHaveLength(8);
    expect(listed.replace(/\t/g, "")).not.toMatch(raw);

    const csv = run(["export", "--format", "csv"], databasePath).out;
    expect(csv).toContain("line one\nline two\\u001b[31m");
    expect(csv).not.toMatch(raw);
    const json = run(["export", "--format", "json"], databasePath).out;
    expect(json).not.toMatch(raw);
    expect(JSON.parse(json)[0].company).toBe("Evil\tCo\u202e\u009b");
  });

  it("reports the outbox, pointing at retry when deliveries are parked", () => {
    const databasePath = seeded();
    const { code, out } = run(["status"], databasePath);
    expect(code).toBe(0);
    expect(out).toContain("Deliveries: 0 pending, 1 parked, 0 delivered.");
    expect(out).toContain("npm run leads -- retry");
  });
});
