import { randomUUID } from "node:crypto";
import { SIGNATURE_HEADER, signBody } from "./signature.ts";
import type { LeadStore, OutboxItem } from "./store.ts";
import type { DeliveryOutcome } from "../metrics.ts";

export const FORWARD_DEFAULTS = {
  /** Attempts before parking; high enough that the age limit is what parks a lead in practice. */
  maxAttempts: 200,
  /** A lead older than three days is better followed up by hand (`npm run leads -- retry`). */
  maxAgeMs: 72 * 60 * 60 * 1000,
  timeoutMs: 10_000,
  /**
   * How long a claimed delivery stays with the instance sending it. Longer than an attempt and the
   * database write after it (config.ts refuses less); it is how long the deliveries of an instance that
   * died unannounced wait for another to take them over.
   */
  leaseMs: 30_000,
} as const;

const BACKOFF_BASE_MS = 1000;
const BACKOFF_CAP_MS = 60 * 60 * 1000;

export type ForwarderLog = {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export type ForwarderOptions = {
  store: LeadStore;
  url: string;
  /** Attempts before an entry is parked as failed (`npm run leads -- retry` requeues it). */
  maxAttempts?: number;
  /** How long after it was queued an entry is still retried before it is parked. */
  maxAgeMs?: number;
  /** One attempt's limit; a hung upstream counts as a failed attempt after it. */
  timeoutMs?: number;
  /** Names this instance in the leases it takes; unique per process. */
  owner?: string;
  /** How long a claimed delivery is this instance's alone (FORWARD_DEFAULTS.leaseMs). */
  leaseMs?: number;
  /** Signs each delivery (see signature.ts) when set. */
  secret?: string;
  /** How often the outbox is polled; also picks up entries requeued by the CLI in another process. */
  pollMs?: number;
  batchSize?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** Where failed attempts are reported: ids, counts and the error only, never the lead. */
  log?: ForwarderLog;
  /** Told what each attempt came to (the metrics' delivery counters). */
  onOutcome?: (outcome: DeliveryOutcome) => void;
};

/**
 * Exponential back-off with "equal jitter": the delay doubles from 1 s up to 1 h, and a random half of it
 * is spread out so that leads queued together during an outage do not all retry in the same second.
 * `attempt` counts from 1.
 */
export function backoffMs(attempt: number, random = Math.random) {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.min(attempt - 1, 32), BACKOFF_CAP_MS);
  return Math.round(base / 2 + (random() * base) / 2);
}

/**
 * Delivers stored leads to the workflow webhook from the outbox: at least once (an entry is marked
 * delivered only after a 2xx, so a crash mid-request resends it), retried with back-off for up to
 * `maxAgeMs`, then parked. Every instance runs one: each claims a batch of due deliveries with a lease,
 * so one instance at a time sends a lead, and a dead instance's leases run out for another to take.
 * Each lead has its own delivery id, sent as `Idempotency-Key` and in the body, so the upstream can drop
 * the rare duplicate.
 */
export function createForwarder({
  store,
  url,
  maxAttempts = FORWARD_DEFAULTS.maxAttempts,
  maxAgeMs = FORWARD_DEFAULTS.maxAgeMs,
  timeoutMs = FORWARD_DEFAULTS.timeoutMs,
  owner = randomUUID(),
  leaseMs = FORWARD_DEFAULTS.leaseMs,
  secret,
  pollMs = 1000,
  batchSize = 20,
  fetchImpl = fetch,
  now = Date.now,
  random = Math.random,
  log,
  onOutcome,
}: ForwarderOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  // Aborted by stop(): requests in flight end at once and are not counted as attempts.
  const stopping = new AbortController();

  async function deliver(item: OutboxItem) {
    let error: string;
    try {
      const headers: Record<string, string> = {
        "Content-Type": "application/json",
        "Idempotency-Key": item.deliveryId,
      };
      if (secret) headers[SIGNATURE_HEADER] = signBody(secret, item.payload, now());
      const response = await fetchImpl(url, {
        method: "POST",
        headers,
        body: item.payload,
        redirect: "error",
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.body?.cancel();
      if (response.ok) {
        await store.markDelivered(item.id);
        onOutcome?.("succeeded");
        return;
      }
      error = `HTTP ${response.status}`;
    } catch (cause) {
      if (stopping.signal.aborted) return;
      // Only the error's name and message: never the payload.
      error = cause instanceof Error ? `${cause.name}: ${cause.message}` : "request failed";
    }
    const attempt = item.attempts + 1;
    const time = now();
    const deadline = item.queuedAt + maxAgeMs;
    const parked = attempt >= maxAttempts || time >= deadline;
    await store.markAttemptFailed(
      item.id,
      owner,
      error,
      parked ? null : Math.min(time + backoffMs(attempt, random), deadline),
    );
    onOutcome?.(parked ? "parked" : "retried");
    if (parked) {
      log?.error(
        { leadId: item.leadId, deliveryId: item.deliveryId, attempt, error },
        "lead delivery parked as failed; `npm run leads -- retry` requeues it",
      );
    } else {
      log?.warn({ leadId: item.leadId, attempt, error }, "lead delivery failed, will retry");
    }
  }

  /** Sends every entry that is due now; resolves when they have all been answered or failed, or on stop. */
  async function drain() {
    while (!stopping.signal.aborted) {
      const due = await store.claimDeliveries({ now: now(), limit: batchSize, owner, leaseMs });
      if (due.length === 0) return;
      // Every delivery of the batch settles before the next claim, even when one could not be recorded.
      const failed = (await Promise.allSettled(due.map(deliver))).find(
        (result) => result.status === "rejected",
      );
      if (failed) throw failed.reason;
    }
  }

  function schedule(delay: number) {
    if (!started || stopping.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    if (running || stopping.signal.aborted) return;
    running = drain()
      .catch((cause: unknown) => {
        // The database was busy, down or refused a write: the entries stay pending (and leased until
        // the lease ends) for a later poll.
        log?.warn(
          { error: cause instanceof Error ? cause.message : "unknown" },
          "outbox poll failed",
        );
      })
      .finally(() => {
        running = undefined;
        schedule(pollMs);
      });
  }

  return {
    start() {
      started = true;
      schedule(0);
    },
    /** Called after a lead is stored, so delivery does not wait for the next poll. */
    wake() {
      if (!running) schedule(0);
    },
    drain,
    /**
     * Stops polling, aborts requests in flight (not counted as attempts), waits for them to settle and
     * releases this instance's leases, so another instance sends those deliveries at once.
     */
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
      await store.releaseLeases(owner).catch((cause: unknown) => {
        log?.warn(
          { error: cause instanceof Error ? cause.message : "unknown" },
          "could not release delivery leases; they run out on their own",
        );
      });
    },
  };
}

export type Forwarder = ReturnType<typeof createForwarder>;
