/**
 * Intake against a PostgreSQL that fails: stopped, crashed, frozen, or holding a lock. These tests stop
 * and freeze their database server, so they start one of their own instead of the run's shared one,
 * with PostgreSQL's durable defaults: a crash must not take back what was committed.
 */
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WAITLIST_PATH } from "../../app/lib/config.ts";
import {
  createDatabase,
  type PostgresCluster,
  startPostgres,
} from "../../tests/support/postgres.ts";
import { validLead, waitlistApp } from "../../tests/support/waitlist.ts";
import { type DatabaseTarget, openStore } from "./store.ts";

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres({ durable: true });
}, 60_000);
afterAll(() => cluster?.destroy());

type App = Awaited<ReturnType<typeof waitlistApp>>;
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const METRICS_TOKEN = "m".repeat(32);
const METRICS = { authorization: `Bearer ${METRICS_TOKEN}` };

/** Half a second to connect, half a second for the work: intake answers within about a second. */
const BOUND_MS = 1500;

async function appOnNewDatabase() {
  const database: DatabaseTarget = {
    kind: "postgresql",
    url: await createDatabase(cluster.url()),
    connectTimeoutMs: 500,
    statementTimeoutMs: 500,
  };
  const app = await waitlistApp({ database }, { metricsToken: METRICS_TOKEN });
  cleanups.push(() => app.close());
  return { app, database };
}

function post(app: App, lead = validLead()) {
  return app.inject({
    method: "POST",
    url: WAITLIST_PATH,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(lead),
  });
}

/**
 * Intake, /readyz and /metrics answer 503 with Retry-After within the bound (a scrape's target is
 * down, not an empty backlog); liveness still answers.
 */
async function expectUnavailable(app: App) {
  const started = performance.now();
  const response = await post(app);
  const ready = await app.inject("/readyz");
  expect(performance.now() - started).toBeLessThan(2 * BOUND_MS);
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe("5");
  expect(response.json()).toEqual({ error: "unavailable" });
  expect(ready.statusCode).toBe(503);
  expect(ready.headers["retry-after"]).toBe("5");
  expect(ready.json()).toEqual({ status: "unavailable", database: "postgresql" });
  const scrape = await app.inject({ url: "/metrics", headers: METRICS });
  expect(scrape.statusCode).toBe(503);
  expect(scrape.headers["retry-after"]).toBe("5");
  expect((await app.inject("/healthz")).statusCode).toBe(200);
}

/** A form resent until it is answered 201, with one submission id, as the form does. */
async function resendUntilStored(app: App) {
  const lead = validLead({ submissionId: crypto.randomUUID() });
  await expect.poll(async () => (await post(app, lead)).statusCode, { timeout: 15_000 }).toBe(201);
}

async function leadCount(database: DatabaseTarget) {
  const store = await openStore(database);
  try {
    return await store.countLeads();
  } finally {
    await store.close();
  }
}

/** How many sessions on the client's database wait for a lock another holds. */
async function sessionsWaitingForALock(client: pg.Client) {
  const { rows } = await client.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0]!.count;
}

describe("lead intake when PostgreSQL fails", () => {
  it("answers 503 with Retry-After while PostgreSQL is stopped, and stores again once it is back", async () => {
    const { app, database } = await appOnNewDatabase();
    expect((await post(app)).statusCode).toBe(201);

    cluster.stop("fast");
    try {
      await expectUnavailable(app);
      await expectUnavailable(app);
    } finally {
      cluster.start();
    }
    await resendUntilStored(app);
    expect((await app.inject("/readyz")).statusCode).toBe(200);
    expect(await leadCount(database)).toBe(2);
    // Both refusals counted, and the scrape answers again.
    const scrape = await app.inject({ url: "/metrics", headers: METRICS });
    const refused = /^fabric_leads_refused_total\{reason="unavailable"\} (\d+)$/m.exec(scrape.body);
    expect(Number(refused?.[1])).toBeGreaterThanOrEqual(2);
    expect(scrape.body).toMatch(/^fabric_outbox_pending 2$/m);
  }, 30_000);

  it("answers 503 and stays up when PostgreSQL goes away in the middle of a transaction", async () => {
    const database: DatabaseTarget = {
      kind: "postgresql",
      url: await createDatabase(cluster.url()),
      connectTimeoutMs: 500,
      statementTimeoutMs: 10_000,
    };
    const app = await waitlistApp({ database });
    cleanups.push(() => app.close());
    const other = new pg.Client({ connectionString: database.url });
    other.on("error", () => undefined);
    await other.connect();
    await other.query("BEGIN");
    await other.query("LOCK TABLE leads IN ACCESS EXCLUSIVE MODE");

    // The lead's transaction waits behind the lock, on a connection the app has checked out.
    const response = post(app);
    await expect.poll(() => sessionsWaitingForALock(other)).toBe(1);
    cluster.stop("immediate");
    try {
      expect((await response).statusCode).toBe(503);
    } finally {
      cluster.start();
    }
    await other.end().catch(() => undefined);
    await resendUntilStored(app);
    expect(await leadCount(database)).toBe(1);
  }, 30_000);

  it("answers 503 within the bound while PostgreSQL takes connections but never answers", async () => {
    const { app, database } = await appOnNewDatabase();
    expect((await post(app)).statusCode).toBe(201);

    cluster.signal("SIGSTOP");
    try {
      await expectUnavailable(app);
    } finally {
      cluster.signal("SIGCONT");
    }
    await resendUntilStored(app);
    expect(await leadCount(database)).toBe(2);
  }, 30_000);

  it("cuts off a statement stuck behind another session's lock within the bound", async () => {
    const { app, database } = await appOnNewDatabase();
    const other = new pg.Client({ connectionString: (database as { url: string }).url });
    await other.connect();
    cleanups.push(() => other.end());
    await other.query("BEGIN");
    await other.query("LOCK TABLE leads IN ACCESS EXCLUSIVE MODE");

    const started = performance.now();
    const response = await post(app);
    expect(performance.now() - started).toBeLessThan(BOUND_MS);
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");

    await other.query("ROLLBACK");
    expect((await post(app)).statusCode).toBe(201);
    expect(await leadCount(database)).toBe(1);
  }, 30_000);
});
