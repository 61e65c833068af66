import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Registry } from "prom-client";
import { bearerOnly, INTERNAL_PATHS } from "./internal-routes.ts";
import { storageUnavailable } from "./waitlist/readiness.ts";
import { isStorageUnavailable } from "./waitlist/sql.ts";
import type { OutboxBacklog, SpamReason } from "./waitlist/store.ts";

/**
 * Why an answer refused a request, read from its status code alone: every label value comes from
 * this fixed table, never from what the client sent, so a scrape cannot grow with the traffic.
 */
const REFUSALS = {
  400: "invalid",
  403: "origin_not_allowed",
  413: "too_large",
  415: "unsupported_media_type",
  500: "server_error",
  503: "unavailable",
} as const satisfies Record<number, string>;

type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS] | "rate_limited" | "other";

export function refusalReason(status: number): Refusal {
  if (status === 429) return "rate_limited";
  return REFUSALS[status as keyof typeof REFUSALS] ?? "other";
}

/** What a delivery attempt came to (server/waitlist/forwarder.ts). */
export type DeliveryOutcome = "succeeded" | "retried" | "parked";

/**
 * The server's metrics, in its own registry (a test's app never sees another's counters). Counters
 * are per instance and Prometheus sums them; the outbox gauges are read from the database at each
 * scrape, so on PostgreSQL every instance reports the backlog they share. Nothing personal: no
 * address, field or path is ever a label.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  // Process, memory, GC and event-loop delay (monitorEventLoopDelay: nodejs_eventloop_lag_p99_seconds…).
  collectDefaultMetrics({ register: registry });

  const leadsReceived = new Counter({
    name: "fabric_leads_received_total",
    help: "Request-demo submissions received (POST to the intake), whatever their answer.",
    registers,
  });
  const leadsStored = new Counter({
    name: "fabric_leads_stored_total",
    help: "New leads stored; spam_reason is none for a person's, else why it is kept as spam.",
    labelNames: ["spam_reason"] as const,
    registers,
  });
  const leadsDuplicate = new Counter({
    name: "fabric_leads_duplicate_total",
    help: "Resent forms answered 201 without storing a second lead (same submission id).",
    registers,
  });
  const leadsRefused = new Counter({
    name: "fabric_leads_refused_total",
    help: "Submissions refused, by reason (rate-limited ones are fabric_leads_rate_limited_total).",
    labelNames: ["reason"] as const,
    registers,
  });
  const leadsRateLimited = new Counter({
    name: "fabric_leads_rate_limited_total",
    help: "Submissions answered 429: their client had spent its RATE_LIMIT_PER_MINUTE.",
    registers,
  });
  // One counter for every attempt: failed ones are those not succeeded (retried + parked).
  const deliveries = new Counter({
    name: "fabric_delivery_attempts_total",
    help: "Delivery attempts to the workflow webhook by outcome: succeeded, retried (failed, to be tried again) or parked (failed for the last time).",
    labelNames: ["outcome"] as const,
    registers,
  });
  const beaconsAccepted = new Counter({
    name: "fabric_beacons_accepted_total",
    help: "Field-measurement beacons stored.",
    registers,
  });
  const beaconsRefused = new Counter({
    name: "fabric_beacons_refused_total",
    help: "Field-measurement beacons refused, by reason.",
    labelNames: ["reason"] as const,
    registers,
  });
  // Zero from the start, so a rate over a fresh instance is 0 and not missing.
  leadsStored.inc({ spam_reason: "none" }, 0);
  for (const outcome of ["succeeded", "retried", "parked"] as const) deliveries.inc({ outcome }, 0);

  let readBacklog: (() => Promise<OutboxBacklog>) | undefined;
  const outboxPending = new Gauge({
    name: "fabric_outbox_pending",
    help: "Deliveries waiting in the shared outbox (counted up to the store's cap).",
    registers,
  });
  const outboxParked = new Gauge({
    name: "fabric_outbox_parked",
    help: "Deliveries parked after their last failed attempt; `npm run leads -- retry` requeues them.",
    registers,
  });
  const outboxOldest = new Gauge({
    name: "fabric_outbox_oldest_pending_age_seconds",
    help: "How long the oldest pending delivery has waited; 0 when none is pending.",
    registers,
  });

  return {
    contentType: registry.contentType,
    /** The text a scrape gets, the outbox read from the database first (one query). */
    async scrape(now = Date.now()) {
      if (readBacklog) {
        const { pending, parked, oldestPendingAt } = await readBacklog();
        outboxPending.set(pending);
        outboxParked.set(parked);
        outboxOldest.set(
          oldestPendingAt === null ? 0 : Math.max(0, (now - oldestPendingAt) / 1000),
        );
      }
      return registry.metrics();
    },
    /** The lead intake's answers: every POST is received; a 4xx or 5xx is a refusal. */
    leadAnswered(status: number) {
      leadsReceived.inc();
      if (status < 400) return;
      const reason = refusalReason(status);
      if (reason === "rate_limited") leadsRateLimited.inc();
      else leadsRefused.inc({ reason });
    },
    leadStored(spamReason: SpamReason | null, duplicate: boolean) {
      if (duplicate) leadsDuplicate.inc();
      else leadsStored.inc({ spam_reason: spamReason ?? "none" });
    },
    delivery(outcome: DeliveryOutcome) {
      deliveries.inc({ outcome });
    },
    beaconAnswered(status: number) {
      if (status < 400) beaconsAccepted.inc();
      else beaconsRefused.inc({ reason: refusalReason(status) });
    },
    /** Where the outbox gauges read the shared backlog from, once the store is open. */
    watchOutbox(read: () => Promise<OutboxBacklog>) {
      readBacklog = read;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * `GET /metrics` in Prometheus's text format, only for scrapers bearing the token (a 404 to anyone
 * else); returns the metrics for the app's parts to count into. A database that cannot be read answers 503: the target is then down, which Prometheus's
 * `up` shows, rather than an empty backlog that looks healthy.
 */
export function serveMetrics(app: FastifyInstance, token: string) {
  const metrics = createMetrics();
  bearerOnly(app, INTERNAL_PATHS.metrics, token);
  app.get(INTERNAL_PATHS.metrics, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    try {
      const text = await metrics.scrape();
      return reply.type(metrics.contentType).send(text);
    } catch (error) {
      if (!isStorageUnavailable(error)) throw error;
      return storageUnavailable(request, reply, error.code).send({ error: "unavailable" });
    }
  });
  return metrics;
}
