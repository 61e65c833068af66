import { DatabaseSync } from "@photostructure/sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { submissionSchema } from "../../app/features/waitlist/schema.ts";
import { databaseKinds, testDatabase } from "../../tests/support/databases.ts";
import { tempDatabase, validLead } from "../../tests/support/waitlist.ts";
import { SCHEMA_VERSION } from "./migrations.ts";
import { type DatabaseTarget, type LeadStore, openStore, OUTBOX_BACKLOG } from "./store.ts";

const open: LeadStore[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});

async function opened(target: DatabaseTarget) {
  const store = await openStore(target);
  open.push(store);
  return store;
}

const lead = (overrides: Record<string, unknown> = {}) =>
  submissionSchema.parse(validLead(overrides));

describe("lead store migrations", () => {
  it("gives leads queued before delivery ids existed an id of their own, in the stored body too", async () => {
    const databasePath = tempDatabase();
    const old = new DatabaseSync(databasePath);
    old.exec(`CREATE TABLE leads (id INTEGER PRIMARY KEY, created_at TEXT NOT NULL, first_name TEXT NOT NULL,
        last_name TEXT NOT NULL, email TEXT NOT NULL, company TEXT NOT NULL, job_title TEXT NOT NULL,
        topics TEXT NOT NULL, description TEXT NOT NULL, plan TEXT, spam_reason TEXT);
      CREATE TABLE outbox (id INTEGER PRIMARY KEY, lead_id INTEGER NOT NULL UNIQUE REFERENCES leads(id),
        payload TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL, last_error TEXT, delivered_at TEXT);
      INSERT INTO leads VALUES (1, '2026-01-02T03:04:05.000Z', 'Ada', 'Lovelace', 'ada@a.example', 'AE',
        'Head', '["Trust"]', '', NULL, NULL);
      INSERT INTO outbox (lead_id, payload, next_attempt_at) VALUES (1, '{"firstName":"Ada"}', 0);
      PRAGMA user_version = 1;`);
    old.close();

    const store = await opened({ kind: "sqlite", path: databasePath });
    const [item] = await store.claimDeliveries({
      now: Date.now(),
      limit: 10,
      owner: "a",
      leaseMs: 1000,
    });
    expect(SCHEMA_VERSION).toBe(5);
    expect(item?.deliveryId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(item?.queuedAt).toBe(Date.parse("2026-01-02T03:04:05.000Z"));
    expect(JSON.parse(item!.payload)).toEqual({ deliveryId: item?.deliveryId, firstName: "Ada" });
  });

  it("migrates a PostgreSQL database once when several instances start together", async () => {
    const target = await testDatabase("postgresql");
    const stores = await Promise.all([1, 2, 3].map(() => opened(target)));
    await stores[0]!.addLead(lead(), null);
    expect(await stores[2]!.countLeads()).toBe(1);
    const version = await stores[1]!.sql.all("SELECT version FROM schema_version");
    expect(version).toEqual([{ version: SCHEMA_VERSION }]);
  });
});

describe.each(databaseKinds)("lead store on %s", (kind) => {
  it("stores one lead for a submission id, whichever instance takes each send", async () => {
    const target = await testDatabase(kind);
    const [first, second] = [await opened(target), await opened(target)];
    const submissionId = "0b6c2f8e-4a1d-4c3e-9f5a-2d7b8e1c0a91";
    const sends = await Promise.all(
      [first, second, first, second].map((store) => store!.addLead(lead({ submissionId }), null)),
    );
    expect(new Set(sends.map((stored) => stored.id)).size).toBe(1);
    expect(sends.filter((stored) => !stored.duplicate)).toHaveLength(1);
    expect(await first!.countLeads()).toBe(1);
    expect(await first!.outboxStatus()).toMatchObject({ pending: 1 });
  });

  it("leases a delivery to one instance until the lease runs out or is released", async () => {
    const target = await testDatabase(kind);
    const [a, b] = [await opened(target), await opened(target)];
    await a!.addLead(lead(), null, new Date(0));
    const claim = (store: LeadStore, owner: string, now: number) =>
      store.claimDeliveries({ now, limit: 10, owner, leaseMs: 1000 });

    const [item] = await claim(a!, "a", 10);
    expect(item).toBeDefined();
    expect(await claim(b!, "b", 500)).toEqual([]);
    // a died: its lease runs out, b takes the delivery over, and a's late failure no longer counts.
    expect((await claim(b!, "b", 1010)).map((taken) => taken.deliveryId)).toEqual([
      item!.deliveryId,
    ]);
    expect(await a!.markAttemptFailed(item!.id, "a", "HTTP 500", 5000)).toBe(0);
    // b stops and hands it back: a takes it at once.
    expect(await b!.releaseLeases("b")).toBe(1);
    expect(await claim(a!, "a", 1011)).toHaveLength(1);
  });

  it("never gives one delivery to two instances claiming at the same moment", async () => {
    const target = await testDatabase(kind);
    const stores = [await opened(target), await opened(target), await opened(target)];
    for (let i = 0; i < 60; i++) await stores[0]!.addLead(lead(), null, new Date(0));
    const claims = await Promise.all(
      stores.map((store, index) =>
        store.claimDeliveries({ now: 1, limit: 25, owner: `i${index}`, leaseMs: 60_000 }),
      ),
    );
    const ids = claims.flat().map((item) => item.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
  });
});

describe("the outbox's backlog", () => {
  it("is read from indexes, never by scanning the outbox", async () => {
    const store = await opened({ kind: "sqlite", path: tempDatabase() });
    await store.addLead(lead(), null, new Date(1000));
    await store.addLead(lead(), null, new Date(2000));
    const [first] = await store.claimDeliveries({ now: 5000, limit: 1, owner: "a", leaseMs: 1 });
    await store.markAttemptFailed(first!.id, "a", "HTTP 500", null);
    expect(await store.outboxBacklog()).toEqual({ pending: 1, parked: 1, oldestPendingAt: 2000 });

    const plan = await store.sql.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${OUTBOX_BACKLOG}`);
    const reads = plan.map((step) => step.detail).filter((detail) => detail.includes("outbox"));
    expect(reads).toHaveLength(3);
    for (const read of reads) expect(read).toMatch(/^SEARCH outbox USING COVERING INDEX/);
  });
});
