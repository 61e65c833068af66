import type { FastifyError, FastifyInstance } from "fastify";
import { VITALS_PATH } from "../../app/lib/config.ts";
import { deviceClass, parseBeacon, VITALS_LIMITS } from "../../app/lib/vitals.ts";
import { createRateLimiter, refuseOverLimit } from "../rate-limit.ts";
import { isStorageUnavailable } from "../waitlist/sql.ts";
import type { DatabaseTarget } from "../waitlist/store.ts";
import { openVitalsStore } from "./store.ts";
import type { Metrics } from "../metrics.ts";

export type VitalsOptions = {
  database: DatabaseTarget;
  /** Beacons one client may send a minute: a visit sends one per page. */
  perMinute?: number;
  /** How often old raw rows are folded into daily aggregates. */
  compactEveryMs?: number;
  metrics?: Metrics;
};

export const VITALS_DEFAULTS = { perMinute: 30, compactEveryMs: 60 * 60 * 1000 } as const;

/**
 * `POST /api/vitals`: one visit's Core Web Vitals, as `app/entry.vitals.ts` sends them
 * (`sendBeacon`, a JSON string as text/plain). A beacon is checked whole before anything is stored
 * (`parseBeacon`): any bad field, or a body over its cap, is a 4xx and stores nothing. The address
 * counts toward the rate limit in memory only, and the user agent becomes a device class; neither
 * is stored.
 */
export async function vitals(app: FastifyInstance, options: VitalsOptions) {
  const { perMinute, compactEveryMs } = { ...VITALS_DEFAULTS, ...options };
  const store = await openVitalsStore(options.database);
  const limiter = createRateLimiter({ perMinute });
  const compact = () =>
    store
      .compact()
      .catch((error: Error) => app.log.warn({ error: error.message }, "vitals compaction failed"));
  await compact();
  const timer = setInterval(compact, compactEveryMs).unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await store.close();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isStorageUnavailable(error)) return reply.code(503).send({ error: "unavailable" });
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ code: error.code }, "vitals intake failed");
    return reply.code(status).send({ error: status === 413 ? "too_large" : "bad_request" });
  });

  app.addHook("onResponse", async (_request, reply) =>
    options.metrics?.beaconAnswered(reply.statusCode),
  );
  app.post(VITALS_PATH, {
    bodyLimit: VITALS_LIMITS.bodyBytes,
    onRequest: async (request, reply) => refuseOverLimit(limiter, request, reply),
    handler: async (request, reply) => {
      // sendBeacon sends the JSON as text/plain; a client may say application/json.
      let body: unknown = request.body;
      if (typeof body === "string") {
        try {
          body = JSON.parse(body);
        } catch {
          return reply.code(400).send({ error: "bad_request" });
        }
      }
      const beacon = parseBeacon(body);
      if ("error" in beacon)
        return reply.code(400).send({ error: "bad_request", field: beacon.error });
      await store.add(beacon.route, deviceClass(request.headers["user-agent"]), beacon.metrics);
      return reply.code(204).send();
    },
  });
}
