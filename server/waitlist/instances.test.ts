/**
 * Several instances on one PostgreSQL database: intake idempotency across them, and deliveries that
 * outlive the instance that claimed them (SIGKILL: after the lease; SIGTERM: at once).
 */
import { afterEach, describe, expect, it } from "vitest";
import { WAITLIST_PATH } from "../../app/lib/config.ts";
import { testDatabase } from "../../tests/support/databases.ts";
import { fakeUpstream } from "../../tests/support/fake-upstream.ts";
import { startServerProcess, validLead, waitlistApp } from "../../tests/support/waitlist.ts";
import { type DatabaseTarget, openStore } from "./store.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function postgres() {
  return (await testDatabase("postgresql")) as Extract<DatabaseTarget, { kind: "postgresql" }>;
}

async function instance(options: Parameters<typeof waitlistApp>[0]) {
  const app = await waitlistApp({ forwardPollMs: 50, ...options });
  cleanups.push(() => app.close());
  return app;
}

async function outbox(database: DatabaseTarget) {
  const store = await openStore(database);
  try {
    return await store.sql.all<{ status: string; leaseOwner: string | null; leaseUntil: number }>(
      `SELECT status, lease_owner AS "leaseOwner", lease_until AS "leaseUntil" FROM outbox ORDER BY id`,
    );
  } finally {
    await store.close();
  }
}

/** One instance as a process of its own on `database`, delivering to `forwardUrl`. */
async function serverProcess(database: { url: string }, forwardUrl: string, leaseMs: number) {
  const server = await startServerProcess({
    DATABASE_URL: database.url,
    RATE_LIMIT_PER_MINUTE: "1000",
    LOG_REQUESTS: "false",
    WAITLIST_FORWARD_URL: forwardUrl,
    WAITLIST_FORWARD_TIMEOUT_MS: String(leaseMs - 1000),
    DATABASE_STATEMENT_TIMEOUT_MS: "500",
    WAITLIST_FORWARD_LEASE_MS: String(leaseMs),
  });
  const send = async () =>
    (
      await fetch(`${server.baseUrl}${WAITLIST_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validLead()),
      })
    ).status;
  return { ...server, send };
}

describe("instances sharing one PostgreSQL database", () => {
  it("store one lead when a resent form reaches two instances at once, both answering 201", async () => {
    const database = await postgres();
    const [a, b] = [await instance({ database }), await instance({ database })];
    const submissionIds = Array.from({ length: 10 }, () => crypto.randomUUID());
    const sends = submissionIds.flatMap((submissionId) =>
      [a, b, a, b].map((app) =>
        app!.inject({
          method: "POST",
          url: WAITLIST_PATH,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(validLead({ submissionId })),
        }),
      ),
    );
    const statuses = (await Promise.all(sends)).map((response) => response.statusCode);
    expect(statuses).toEqual(Array(40).fill(201));
    const rows = await outbox(database);
    expect(rows).toHaveLength(10);
  });

  it("send a killed instance's delivery from another once its lease runs out", async () => {
    const database = await postgres();
    const hung = await fakeUpstream(() => "hang");
    cleanups.push(hung.close);
    const healthy = await fakeUpstream(() => 200);
    cleanups.push(healthy.close);
    const leaseMs = 3000;
    const dying = await serverProcess(database, hung.url, leaseMs);
    cleanups.push(() => dying.stop());
    expect(await dying.send()).toBe(201);
    await expect.poll(() => hung.received.length).toBe(1);
    await dying.kill("SIGKILL");
    const [row] = await outbox(database);
    expect(row).toMatchObject({ status: "pending", leaseOwner: expect.any(String) });

    await instance({ database, forwardUrl: healthy.url, forwardLeaseMs: leaseMs });
    await expect.poll(() => healthy.received.length, { timeout: leaseMs + 5000 }).toBe(1);
    expect(healthy.received[0]!.receivedAt).toBeGreaterThanOrEqual(row!.leaseUntil);
    expect(healthy.received[0]!.idempotencyKey).toBe(hung.received[0]!.idempotencyKey);
    await expect.poll(async () => (await outbox(database))[0]?.status).toBe("delivered");
  }, 30_000);

  it("send a stopped instance's deliveries from another at once: SIGTERM hands its leases back", async () => {
    const database = await postgres();
    const hung = await fakeUpstream(() => "hang");
    cleanups.push(hung.close);
    const healthy = await fakeUpstream(() => 200);
    cleanups.push(healthy.close);
    const leaseMs = 60_000;
    const stopping = await serverProcess(database, hung.url, leaseMs);
    for (let i = 0; i < 5; i++) expect(await stopping.send()).toBe(201);
    await expect.poll(() => hung.received.length).toBeGreaterThan(0);
    expect(await stopping.stop()).toBe(0);
    expect((await outbox(database)).map((row) => row.leaseOwner)).toEqual(Array(5).fill(null));

    const started = Date.now();
    await instance({ database, forwardUrl: healthy.url, forwardLeaseMs: leaseMs });
    await expect.poll(() => healthy.received.length, { timeout: 10_000 }).toBe(5);
    expect(Date.now() - started).toBeLessThan(leaseMs / 4);
  }, 30_000);
});
