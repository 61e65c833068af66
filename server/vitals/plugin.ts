import type { FastifyError, FastifyInstance } from "fastify";
import { VITALS_PATH } from "../../app/lib/config.ts";
import { deviceClass, parseBeacon, VITALS_LIMITS } from "../../app/lib/vitals.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { isStorageUnavailable } from "../waitlist/sql.ts";
import type { DatabaseTarget } from "../waitlist/store.ts";
import { headerRefusal, refuse } from "./refusal.ts";
import { openVitalsStore } from "./store.ts";
import type { Metrics } from "../metrics.ts";

export type VitalsOptions = {
  database: DatabaseTarget;
  /** The build's pages (`pageRoutes`): a beacon names one of them or is refused. */
  pages: ReadonlySet<string>;
  /** The build's `SITE_URL` origin: its pages may send beacons here from another host. */
  siteOrigin: string;
  /** Beacons one client may send a minute: a visit sends one per page. */
  perMinute?: number;
  /** How often old raw rows are folded into daily aggregates. */
  compactEveryMs?: number;
  metrics?: Metrics;
};

export const VITALS_DEFAULTS = { perMinute: 30, compactEveryMs: 60 * 60 * 1000 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `POST /api/vitals`: one visit's Core Web Vitals, as `app/entry.vitals.ts` sends them
 * (`sendBeacon`, a JSON string as text/plain). Refused without storing anything (refusal.ts): a
 * browser sending Global Privacy Control, another site's page, a client over its rate, a body over
 * its cap, any bad field (`parseBeacon`), a route that is not a page of the build, and any beacon
 * once the day's rows are full. The address counts toward the rate limit in memory only, and the user
 * agent becomes a device class; neither is stored.
 */
export async function vitals(app: FastifyInstance, options: VitalsOptions) {
  const { perMinute, compactEveryMs, pages, siteOrigin } = { ...VITALS_DEFAULTS, ...options };
  const store = await openVitalsStore(options.database);
  const limiter = createRateLimiter({ perMinute });
  const compact = () =>
    store
      .compact()
      .catch((error: Error) => app.log.warn({ error: error.message }, "vitals compaction failed"));
  // In the background: a start after a long pause has many days to fold, and the server answers meanwhile.
  const first = setTimeout(compact, 0);
  const timer = setInterval(compact, compactEveryMs).unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(timer);
    await store.close();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isStorageUnavailable(error)) return refuse(reply, "unavailable");
    if (error.statusCode === 413) return refuse(reply, "too_large");
    if (error.statusCode && error.statusCode < 500) return refuse(reply, "bad_request");
    request.log.error({ code: error.code }, "vitals intake failed");
    return reply.code(500).send({ error: "internal" });
  });

  app.addHook("onResponse", async (_request, reply) =>
    options.metrics?.beaconAnswered(reply.statusCode),
  );
  app.post(VITALS_PATH, {
    bodyLimit: VITALS_LIMITS.bodyBytes,
    onRequest: async (request, reply) => {
      const refusal = headerRefusal(request, siteOrigin);
      if (refusal) return refuse(reply, refusal);
      const limit = limiter.take(request.ip);
      if (!limit.allowed)
        return refuse(reply, "rate_limited", { retryAfterSeconds: limit.retryAfterSeconds });
    },
    handler: async (request, reply) => {
      // sendBeacon sends the JSON as text/plain; a client may say application/json.
      let body: unknown = request.body;
      if (typeof body === "string") {
        try {
          body = JSON.parse(body);
        } catch {
          return refuse(reply, "bad_request");
        }
      }
      const beacon = parseBeacon(body);
      if ("error" in beacon) return refuse(reply, "bad_request", { detail: beacon.error });
      if (!pages.has(beacon.route)) return refuse(reply, "unknown_route");
      const now = Date.now();
      const stored = await store.add(
        beacon.route,
        deviceClass(request.headers["user-agent"]),
        beacon.metrics,
        now,
      );
      if (!stored) {
        const untilTomorrow = Math.ceil((DAY_MS - (now % DAY_MS)) / 1000);
        return refuse(reply, "daily_limit", { retryAfterSeconds: untilTomorrow });
      }
      return reply.code(204).send();
    },
  });
}
