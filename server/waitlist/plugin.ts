import type { FastifyInstance } from "fastify";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Metrics } from "../metrics.ts";
import type { WaitlistConfig } from "./config.ts";
import { createForwarder } from "./forwarder.ts";
import { readiness } from "./readiness.ts";
import { startRetention } from "./retention.ts";
import { waitlistReceiver } from "./receiver.ts";
import { openStore, SERVER_BUSY_TIMEOUT_MS } from "./store.ts";

export type WaitlistOptions = WaitlistConfig & {
  minFillMs?: number;
  forwardPollMs?: number;
  /** Counts intake and deliveries and reads the outbox for `/metrics` (server/metrics.ts). */
  metrics?: Metrics;
};

/**
 * The lead pipeline: receiver → database (SQLite, or PostgreSQL shared by every instance) → outbox
 * forwarder (when WAITLIST_FORWARD_URL is set), plus /readyz. On close the forwarder stops first (before
 * requests in flight finish, so none of its deliveries hold the shutdown) and hands back its leases, and
 * the database closes last.
 */
export async function waitlist(app: FastifyInstance, options: WaitlistOptions) {
  const database = options.database;
  const store = await openStore(
    database.kind === "postgresql"
      ? {
          ...database,
          onIdleError: (error) =>
            app.log.warn({ error: error.message }, "database connection lost"),
        }
      : database,
    { busyTimeoutMs: SERVER_BUSY_TIMEOUT_MS },
  );
  const forwarder = options.forwardUrl
    ? createForwarder({
        store,
        url: options.forwardUrl,
        maxAttempts: options.forwardMaxAttempts,
        maxAgeMs: options.forwardMaxAgeMs,
        timeoutMs: options.forwardTimeoutMs,
        owner: `${hostname()}/${process.pid}/${randomUUID()}`,
        leaseMs: options.forwardLeaseMs,
        secret: options.forwardSecret,
        pollMs: options.forwardPollMs,
        log: app.log,
        onOutcome: options.metrics?.delivery,
      })
    : undefined;

  const retention = startRetention(store.sql, options.retentionDays, app.log);

  app.addHook("preClose", async () => {
    await forwarder?.stop();
    await retention.stop();
  });
  app.addHook("onClose", async () => {
    await store.close();
  });

  readiness(app, store);
  options.metrics?.watchOutbox(store.outboxBacklog);
  await app.register(waitlistReceiver, {
    store,
    rateLimitPerMinute: options.rateLimitPerMinute,
    allowedOrigins: options.allowedOrigins,
    minFillMs: options.minFillMs,
    onStored: forwarder?.wake,
    metrics: options.metrics,
  });
  forwarder?.start();
}
