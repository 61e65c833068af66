import { describe, expect, it } from "vitest";
import { LEAD_RETENTION } from "../../app/content/retention.ts";
import { submissionSchema } from "../../app/features/waitlist/schema.ts";
import { databaseKinds, testDatabase } from "../../tests/support/databases.ts";
import { validLead } from "../../tests/support/waitlist.ts";
import { applyRetention, DEFAULT_RETENTION_DAYS } from "./retention.ts";
import { openStore, type SpamReason } from "./store.ts";

const NOW = new Date("2028-06-01T00:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe("the retention period", () => {
  it("is the privacy notice's, in whole days within its months", () => {
    expect(LEAD_RETENTION.months).toBe(24);
    expect(DEFAULT_RETENTION_DAYS).toBe(730);
  });
});

describe.each(databaseKinds)("retention on %s", (kind) => {
  it("erases each lead past it by its own age, and spam sooner, once across instances", async () => {
    const target = await testDatabase(kind);
    const store = await openStore(target);
    const add = (email: string, days: number, spam: SpamReason | null = null) =>
      store.addLead(submissionSchema.parse(validLead({ email })), spam, daysAgo(days));
    await add("gone@old.example", 800);
    // A newer request with the same address, spam included, keeps no older one.
    await add("back@again.example", 800);
    await add("BACK@again.example", 100);
    await add("back@again.example", 1, "honeypot");
    await add("recent@new.example", 700);
    await add("bot@spam.example", LEAD_RETENTION.spamDays + 1, "honeypot");
    await add("bot2@spam.example", LEAD_RETENTION.spamDays - 1, "too-fast");
    const others = await Promise.all(
      [1, 2, 3].map(() => openStore(target).then((other) => ({ other }))),
    );
    const results = await Promise.all([
      applyRetention(store.sql, DEFAULT_RETENTION_DAYS, NOW),
      ...others.map(({ other }) => applyRetention(other.sql, DEFAULT_RETENTION_DAYS, NOW)),
    ]);
    const done = results.filter((result) => result !== null);
    expect(done.reduce((sum, r) => sum + r.expired, 0)).toBe(2);
    expect(done.reduce((sum, r) => sum + r.spam, 0)).toBe(1);
    const left = await store.listLeads({ includeSpam: true });
    expect(left.map((lead) => lead.email).sort()).toEqual([
      "BACK@again.example",
      "back@again.example",
      "bot2@spam.example",
      "recent@new.example",
    ]);
    expect(await store.sql.all("SELECT reason, leads FROM erasures ORDER BY reason")).toEqual([
      { reason: "retention", leads: 2 },
      { reason: "spam", leads: 1 },
    ]);
    expect(await applyRetention(store.sql, DEFAULT_RETENTION_DAYS, NOW)).toEqual({
      expired: 0,
      spam: 0,
    });
    await Promise.all([store.close(), ...others.map(({ other }) => other.close())]);
  });
});
