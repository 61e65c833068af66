import { afterEach, describe, expect, it } from "vitest";
import { WAITLIST_PATH } from "../../app/lib/config.ts";
import {
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  submissionSchema,
} from "../../app/features/waitlist/schema.ts";
import { type DatabaseKind, databaseKinds, testDatabase } from "../../tests/support/databases.ts";
import { fakeUpstream } from "../../tests/support/fake-upstream.ts";
import { validLead, waitlistApp } from "../../tests/support/waitlist.ts";
import { backoffMs, createForwarder, FORWARD_DEFAULTS } from "./forwarder.ts";
import { verifySignature } from "./signature.ts";
import { type DatabaseTarget, type LeadStore, openStore } from "./store.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openedStore(target: DatabaseTarget) {
  const store = await openStore(target);
  cleanups.push(() => store.close());
  return store;
}

async function storeWithLead(kind: DatabaseKind) {
  const store = await openedStore(await testDatabase(kind));
  await store.addLead(
    submissionSchema.parse(validLead({ plan: "professional" })),
    null,
    new Date(0),
  );
  return store;
}

function outboxRow(store: LeadStore) {
  return store.sql.get(`SELECT status, attempts, next_attempt_at AS "nextAt" FROM outbox`);
}

async function leasedCount(store: LeadStore) {
  const row = await store.sql.get<{ n: number }>(
    "SELECT COUNT(*) AS n FROM outbox WHERE lease_owner IS NOT NULL",
  );
  return row!.n;
}

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const HOUR = 60 * 60 * 1000;

describe("backoffMs", () => {
  it("doubles from 1 s up to 1 h, with up to half of each delay spread at random", () => {
    const slowest = (attempt: number) => backoffMs(attempt, () => 1);
    const quickest = (attempt: number) => backoffMs(attempt, () => 0);
    expect([1, 2, 3, 12, 13, 50].map(slowest)).toEqual([1000, 2000, 4000, 2_048_000, HOUR, HOUR]);
    expect([1, 2, 13].map(quickest)).toEqual([500, 1000, HOUR / 2]);
  });
});

describe.each(databaseKinds)("lead forwarder on %s", (kind) => {
  it("retries an upstream that fails twice, then delivers once and marks the lead delivered", async () => {
    const upstream = await fakeUpstream((attempt) => (attempt <= 2 ? 503 : 200));
    cleanups.push(upstream.close);
    const store = await storeWithLead(kind);
    let clock = 1_000_000;
    const forwarder = createForwarder({
      store,
      url: upstream.url,
      now: () => clock,
      random: () => 1,
    });

    await forwarder.drain();
    expect(await outboxRow(store)).toEqual({
      status: "pending",
      attempts: 1,
      nextAt: clock + 1000,
    });
    await forwarder.drain();
    expect(upstream.received).toHaveLength(1); // not due yet
    clock += 1000;
    await forwarder.drain();
    expect(await outboxRow(store)).toEqual({
      status: "pending",
      attempts: 2,
      nextAt: clock + 2000,
    });
    clock += 2000;
    await forwarder.drain();
    await forwarder.drain();

    expect(upstream.received).toHaveLength(3);
    expect(await outboxRow(store)).toMatchObject({ status: "delivered", attempts: 3 });
    expect((await store.listLeads())[0]?.delivery).toBe("delivered");
    // The seven spec fields and the plan, without the anti-spam fields.
    const fields = Object.fromEntries(
      Object.entries(validLead()).filter(
        ([key]) => key !== HONEYPOT_FIELD && key !== ELAPSED_FIELD,
      ),
    );
    const [deliveryId] = [upstream.received[0]!.idempotencyKey];
    expect(deliveryId).toMatch(UUID_V7);
    expect(upstream.received.map((request) => request.idempotencyKey)).toEqual([
      deliveryId,
      deliveryId,
      deliveryId,
    ]);
    expect(upstream.received[2]!.body).toEqual({ deliveryId, ...fields, plan: "professional" });
    expect(upstream.received[2]!.signature).toBeUndefined();
  });

  it("parks a lead after the maximum attempts; retry requeues it and it is resent", async () => {
    let healthy = false;
    const upstream = await fakeUpstream(() => (healthy ? 204 : 500));
    cleanups.push(upstream.close);
    const store = await storeWithLead(kind);
    let clock = 0;
    const forwarder = createForwarder({
      store,
      url: upstream.url,
      maxAttempts: 3,
      now: () => clock,
    });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await forwarder.drain();
      clock += 60_000;
    }
    expect(upstream.received).toHaveLength(3);
    expect(await outboxRow(store)).toMatchObject({ status: "failed", attempts: 3 });

    healthy = true;
    expect(await store.retryFailed(clock)).toBe(1);
    await forwarder.drain();
    expect(upstream.received).toHaveLength(4);
    expect(await outboxRow(store)).toMatchObject({ status: "delivered" });
  });

  it("treats an unreachable upstream as a failed attempt", async () => {
    const upstream = await fakeUpstream(() => 200);
    await upstream.close();
    const store = await storeWithLead(kind);
    await createForwarder({ store, url: upstream.url, now: () => 0, random: () => 1 }).drain();
    expect(await outboxRow(store)).toMatchObject({ status: "pending", attempts: 1, nextAt: 1000 });
  });

  it("delivers what was queued before a restart", async () => {
    const target = await testDatabase(kind);
    const before = await openStore(target);
    await before.addLead(submissionSchema.parse(validLead()), null);
    await before.close();

    const upstream = await fakeUpstream(() => 200);
    cleanups.push(upstream.close);
    const after = await openedStore(target);
    await createForwarder({ store: after, url: upstream.url }).drain();
    expect(upstream.received).toHaveLength(1);
    expect(await after.deliveryCounts()).toEqual({ delivered: 1 });
  });

  it("runs end to end on a real port: receiver, store, outbox, upstream", async () => {
    const upstream = await fakeUpstream(() => 200);
    cleanups.push(upstream.close);
    const database = await testDatabase(kind);
    const app = await waitlistApp({ database, forwardUrl: upstream.url, forwardPollMs: 50 });
    cleanups.push(() => app.close());
    const address = await app.listen({ port: 0, host: "127.0.0.1" });

    const response = await fetch(`${address}${WAITLIST_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validLead()),
    });
    expect(response.status).toBe(201);
    await expect.poll(() => upstream.received.length).toBe(1);
    const store = await openedStore(database);
    await expect.poll(() => store.deliveryCounts()).toEqual({ delivered: 1 });
  });

  it("keeps retrying through a 3-day outage with the default settings, then parks at error level", async () => {
    const upstream = await fakeUpstream(() => 503);
    cleanups.push(upstream.close);
    const store = await storeWithLead(kind); // queued at time 0
    let clock = 0;
    const errors: string[] = [];
    const forwarder = createForwarder({
      store,
      url: upstream.url,
      now: () => clock,
      log: { warn: () => undefined, error: (_details, message) => errors.push(message) },
    });
    const run = async (untilMs: number) => {
      while (clock < untilMs) {
        await forwarder.drain();
        clock = Math.max(clock + 1, (await store.nextDueAt()) ?? untilMs);
      }
    };
    await run(10 * 60 * 1000);
    expect(await outboxRow(store)).toMatchObject({ status: "pending" });
    await run(FORWARD_DEFAULTS.maxAgeMs - 1);
    expect(await outboxRow(store)).toMatchObject({ status: "pending" });
    const attempts = upstream.received.length;
    expect(attempts).toBeGreaterThan(70);
    expect(attempts).toBeLessThan(FORWARD_DEFAULTS.maxAttempts);

    await run(FORWARD_DEFAULTS.maxAgeMs + 1);
    expect(await outboxRow(store)).toMatchObject({ status: "failed" });
    expect(errors).toEqual([expect.stringContaining("parked")]);
    expect(await store.outboxStatus()).toMatchObject({ pending: 0, failed: 1 });
  }, 60_000);

  it("counts a hung upstream as a failed attempt after the attempt timeout", async () => {
    const upstream = await fakeUpstream(() => "hang");
    cleanups.push(upstream.close);
    const store = await storeWithLead(kind);
    const started = Date.now();
    await createForwarder({ store, url: upstream.url, timeoutMs: 200, now: () => 0 }).drain();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await outboxRow(store)).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("stop aborts a hung delivery at once, does not count it, and hands its lease back", async () => {
    const upstream = await fakeUpstream(() => "hang");
    cleanups.push(upstream.close);
    const target = await testDatabase(kind);
    const store = await openedStore(target);
    for (let i = 0; i < 30; i++) await store.addLead(submissionSchema.parse(validLead()), null);
    const forwarder = createForwarder({ store, url: upstream.url, timeoutMs: 60_000 });
    forwarder.start();
    await expect.poll(() => upstream.received.length).toBe(20);
    expect(await leasedCount(store)).toBe(20);

    const started = Date.now();
    await forwarder.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(upstream.received).toHaveLength(20);
    expect(await store.outboxStatus()).toMatchObject({ pending: 30, failed: 0 });
    const attempts = await store.sql.get("SELECT SUM(attempts) AS n FROM outbox");
    expect(attempts).toEqual({ n: 0 });
    // Another instance sends them at once, without waiting for the lease to run out.
    const healthy = await fakeUpstream(() => 200);
    cleanups.push(healthy.close);
    const other = await openedStore(target);
    await createForwarder({ store: other, url: healthy.url }).drain();
    expect(new Set(healthy.received.map((request) => request.idempotencyKey)).size).toBe(30);
  }, 20_000);

  it("takes over the deliveries of an instance that died once their lease runs out", async () => {
    const hung = await fakeUpstream(() => "hang");
    cleanups.push(hung.close);
    const healthy = await fakeUpstream(() => 200);
    cleanups.push(healthy.close);
    const target = await testDatabase(kind);
    const store = await openedStore(target);
    await store.addLead(submissionSchema.parse(validLead()), null, new Date(0));
    let clock = 1000;
    // The first instance claims the delivery and never answers for it again (as after a SIGKILL).
    const dead = createForwarder({ store, url: hung.url, leaseMs: 5000, now: () => clock });
    void dead.drain();
    cleanups.push(() => dead.stop());
    await expect.poll(() => hung.received.length).toBe(1);

    const other = await openedStore(target);
    const survivor = createForwarder({
      store: other,
      url: healthy.url,
      leaseMs: 5000,
      now: () => clock,
    });
    clock = 5999;
    await survivor.drain();
    expect(healthy.received).toHaveLength(0);
    clock = 6000;
    await survivor.drain();
    expect(healthy.received.map((request) => request.idempotencyKey)).toEqual([
      hung.received[0]!.idempotencyKey,
    ]);
    expect(await outboxRow(store)).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("gives every lead its own delivery id, even when a row id is reused", async () => {
    const upstream = await fakeUpstream(() => 200);
    cleanups.push(upstream.close);
    const store = await storeWithLead(kind);
    await store.addLead(submissionSchema.parse(validLead({ firstName: "Grace" })), null);
    const forwarder = createForwarder({ store, url: upstream.url });
    await forwarder.drain();
    // The newest lead is deleted (say, on request), and the next lead takes its row id: SQLite reuses
    // the highest id, PostgreSQL does after a restore that resets its sequence.
    await store.sql.run("DELETE FROM outbox WHERE lead_id = 2");
    await store.sql.run("DELETE FROM leads WHERE id = 2");
    if (kind === "postgresql") {
      await store.sql.run("SELECT setval(pg_get_serial_sequence('leads', 'id'), 1)");
    }
    const alan = await store.addLead(
      submissionSchema.parse(validLead({ firstName: "Alan" })),
      null,
    );
    expect(alan.id).toBe(2);
    await forwarder.drain();

    const keys = upstream.received.map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
    expect(
      upstream.received.map((request) => (request.body as { deliveryId: string }).deliveryId),
    ).toEqual(keys);
  });

  it("signs each delivery's exact body with a timestamped HMAC when a secret is set", async () => {
    const upstream = await fakeUpstream(() => 200);
    cleanups.push(upstream.close);
    const secret = "s".repeat(32);
    const clock = 1_700_000_000_000;
    const store = await storeWithLead(kind);
    await createForwarder({ store, url: upstream.url, secret, now: () => clock }).drain();
    const [{ rawBody, signature }] = upstream.received as [(typeof upstream.received)[number]];
    expect(signature).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, rawBody, signature, clock)).toBe(true);
    expect(verifySignature(secret, `${rawBody} `, signature, clock)).toBe(false);
    expect(verifySignature("x".repeat(32), rawBody, signature, clock)).toBe(false);
    expect(verifySignature(secret, rawBody, signature, clock + 301_000)).toBe(false);
  });
});
