import { afterEach, describe, expect, it } from "vitest";
import { WAITLIST_PATH } from "../../app/lib/config.ts";
import {
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  submissionSchema,
} from "../../app/features/waitlist/schema.ts";
import { fakeUpstream } from "./fake-upstream.ts";
import { backoffMs, createForwarder } from "./forwarder.ts";
import { type LeadStore, openStore } from "./store.ts";
import { tempDatabase, validLead, waitlistApp } from "./test-helpers.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function storeWithLead(databasePath = tempDatabase()) {
  const store = openStore(databasePath);
  cleanups.push(() => store.close());
  store.addLead(submissionSchema.parse(validLead({ plan: "professional" })), null, new Date(0));
  return store;
}

function outboxRow(store: LeadStore) {
  return store.db.prepare("SELECT status, attempts, next_attempt_at AS nextAt FROM outbox").get();
}

describe("backoffMs", () => {
  it("starts at 1 s, doubles and caps at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(backoffMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe("lead forwarder", () => {
  it("retries an upstream that fails twice, then delivers once and marks the lead delivered", async () => {
    const upstream = await fakeUpstream((attempt) => (attempt <= 2 ? 503 : 200));
    cleanups.push(upstream.close);
    const store = storeWithLead();
    let clock = 1_000_000;
    const forwarder = createForwarder({ store, url: upstream.url, now: () => clock });

    await forwarder.drain();
    expect(outboxRow(store)).toEqual({ status: "pending", attempts: 1, nextAt: clock + 1000 });
    await forwarder.drain();
    expect(upstream.received).toHaveLength(1); // not due yet
    clock += 1000;
    await forwarder.drain();
    expect(outboxRow(store)).toEqual({ status: "pending", attempts: 2, nextAt: clock + 2000 });
    clock += 2000;
    await forwarder.drain();
    await forwarder.drain();

    expect(upstream.received).toHaveLength(3);
    expect(outboxRow(store)).toMatchObject({ status: "delivered", attempts: 3 });
    expect(store.listLeads()[0]?.delivery).toBe("delivered");
    // The seven spec fields and the plan, without the anti-spam fields.
    const fields = Object.fromEntries(
      Object.entries(validLead()).filter(
        ([key]) => key !== HONEYPOT_FIELD && key !== ELAPSED_FIELD,
      ),
    );
    expect(upstream.received[2]).toEqual({
      idempotencyKey: "lead-1",
      body: { ...fields, plan: "professional" },
    });
  });

  it("parks a lead after the maximum attempts; retry requeues it and it is resent", async () => {
    let healthy = false;
    const upstream = await fakeUpstream(() => (healthy ? 204 : 500));
    cleanups.push(upstream.close);
    const store = storeWithLead();
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
    expect(outboxRow(store)).toMatchObject({ status: "failed", attempts: 3 });

    healthy = true;
    expect(store.retryFailed(clock)).toBe(1);
    await forwarder.drain();
    expect(upstream.received).toHaveLength(4);
    expect(outboxRow(store)).toMatchObject({ status: "delivered" });
  });

  it("treats an unreachable upstream as a failed attempt", async () => {
    const upstream = await fakeUpstream(() => 200);
    await upstream.close();
    const store = storeWithLead();
    await createForwarder({ store, url: upstream.url, now: () => 0 }).drain();
    expect(outboxRow(store)).toMatchObject({ status: "pending", attempts: 1, nextAt: 1000 });
  });

  it("delivers what was queued before a restart", async () => {
    const databasePath = tempDatabase();
    openStore(databasePath).close();
    const before = openStore(databasePath);
    before.addLead(submissionSchema.parse(validLead()), null);
    before.close();

    const upstream = await fakeUpstream(() => 200);
    cleanups.push(upstream.close);
    const after = openStore(databasePath);
    cleanups.push(() => after.close());
    await createForwarder({ store: after, url: upstream.url }).drain();
    expect(upstream.received).toHaveLength(1);
    expect(after.deliveryCounts()).toEqual({ delivered: 1 });
  });

  it("runs end to end on a real port: receiver, store, outbox, upstream", async () => {
    const upstream = await fakeUpstream(() => 200);
    cleanups.push(upstream.close);
    const databasePath = tempDatabase();
    const app = await waitlistApp({ databasePath, forwardUrl: upstream.url, forwardPollMs: 50 });
    cleanups.push(() => app.close());
    const address = await app.listen({ port: 0, host: "127.0.0.1" });

    const response = await fetch(`${address}${WAITLIST_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validLead()),
    });
    expect(response.status).toBe(201);
    await expect.poll(() => upstream.received.length).toBe(1);
    const store = openStore(databasePath, { readonly: true });
    await expect.poll(() => store.deliveryCounts()).toEqual({ delivered: 1 });
    store.close();
  });
});
