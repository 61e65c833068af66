import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { openStore, SCHEMA_VERSION } from "./store.ts";
import { tempDatabase } from "./test-helpers.ts";

describe("lead store migrations", () => {
  it("gives leads queued before delivery ids existed an id of their own, in the stored body too", () => {
    const databasePath = tempDatabase();
    const old = new Database(databasePath);
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

    const store = openStore(databasePath);
    const [item] = store.dueDeliveries(Date.now(), 10);
    store.close();
    expect(SCHEMA_VERSION).toBe(2);
    expect(item?.deliveryId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(item?.queuedAt).toBe(Date.parse("2026-01-02T03:04:05.000Z"));
    expect(JSON.parse(item!.payload)).toEqual({ deliveryId: item?.deliveryId, firstName: "Ada" });
  });
});
