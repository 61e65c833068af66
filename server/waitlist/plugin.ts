import type { FastifyInstance } from "fastify";
import type { WaitlistConfig } from "./config.ts";
import { createForwarder } from "./forwarder.ts";
import { readiness } from "./readiness.ts";
import { waitlistReceiver } from "./receiver.ts";
import { openStore, SERVER_BUSY_TIMEOUT_MS } from "./store.ts";

export type WaitlistOptions = WaitlistConfig & { minFillMs?: number; forwardPollMs?: number };

/**
 * The lead pipeline: receiver → SQLite → outbox forwarder (when WAITLIST_FORWARD_URL is set), plus /readyz.
 * On close the forwarder stops first (before requests in flight finish, so none of its deliveries hold
 * the shutdown), and the database closes last.
 */
export async function waitlist(app: FastifyInstance, options: WaitlistOptions) {
  const store = openStore(options.databasePath, { busyTimeoutMs: SERVER_BUSY_TIMEOUT_MS });
  const forwarder = options.forwardUrl
    ? createForwarder({
        store,
        url: options.forwardUrl,
        maxAttempts: options.forwardMaxAttempts,
        maxAgeMs: options.forwardMaxAgeMs,
        timeoutMs: options.forwardTimeoutMs,
        secret: options.forwardSecret,
        pollMs: options.forwardPollMs,
        log: app.log,
      })
    : undefined;

  app.addHook("preClose", async () => {
    await forwarder?.stop();
  });
  app.addHook("onClose", async () => {
    store.close();
  });

  readiness(app, store);
  await app.register(waitlistReceiver, {
    store,
    rateLimitPerMinute: options.rateLimitPerMinute,
    allowedOrigins: options.allowedOrigins,
    minFillMs: options.minFillMs,
    onStored: forwarder?.wake,
  });
  forwarder?.start();
}
