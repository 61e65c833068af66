import type { FastifyInstance } from "fastify";
import type { WaitlistConfig } from "./config.ts";
import { createForwarder } from "./forwarder.ts";
import { waitlistReceiver } from "./receiver.ts";
import { openStore } from "./store.ts";

export type WaitlistOptions = WaitlistConfig & { minFillMs?: number; forwardPollMs?: number };

/**
 * The lead pipeline: receiver → SQLite → outbox forwarder (when WAITLIST_FORWARD_URL is set).
 * Closing the app stops the forwarder first, then closes the database.
 */
export async function waitlist(app: FastifyInstance, options: WaitlistOptions) {
  const store = openStore(options.databasePath);
  const forwarder = options.forwardUrl
    ? createForwarder({
        store,
        url: options.forwardUrl,
        maxAttempts: options.forwardMaxAttempts,
        pollMs: options.forwardPollMs,
        log: app.log,
      })
    : undefined;

  app.addHook("onClose", async () => {
    await forwarder?.stop();
    store.close();
  });

  await app.register(waitlistReceiver, {
    store,
    rateLimitPerMinute: options.rateLimitPerMinute,
    allowedOrigins: options.allowedOrigins,
    minFillMs: options.minFillMs,
    onStored: forwarder?.wake,
  });
  forwarder?.start();
}
