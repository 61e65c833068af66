import type { LeadStore, OutboxItem } from "./store.ts";

export type ForwarderOptions = {
  store: LeadStore;
  url: string;
  /** Attempts before an entry is parked as failed (`npm run leads -- retry` requeues it). */
  maxAttempts?: number;
  /** How often the outbox is polled; also picks up entries requeued by the CLI in another process. */
  pollMs?: number;
  timeoutMs?: number;
  batchSize?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** Where failed attempts are reported: ids, counts and the error only, never the lead. */
  log?: { warn: (details: object, message: string) => void };
};

/** Spec §9 back-off: 1 s, doubling, capped at 30 s. `attempt` counts from 1. */
export function backoffMs(attempt: number) {
  return Math.min(1000 * 2 ** (attempt - 1), 30_000);
}

/**
 * Delivers stored leads to the workflow webhook from the SQLite outbox: at least once (an entry is marked
 * delivered only after a 2xx, so a crash mid-request resends it after restart), retried with back-off, then
 * parked. Upstream sees `Idempotency-Key: lead-<id>` to drop the rare duplicate.
 */
export function createForwarder({
  store,
  url,
  maxAttempts = 10,
  pollMs = 1000,
  timeoutMs = 10_000,
  batchSize = 20,
  fetchImpl = fetch,
  now = Date.now,
  log,
}: ForwarderOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function deliver(item: OutboxItem) {
    let error: string;
    try {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": `lead-${item.leadId}` },
        body: item.payload,
        redirect: "error",
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) {
        store.markDelivered(item.id);
        return;
      }
      error = `HTTP ${response.status}`;
    } catch (cause) {
      // Only the error's name and message: never the payload.
      error = cause instanceof Error ? `${cause.name}: ${cause.message}` : "request failed";
    }
    const attempt = item.attempts + 1;
    const parked = attempt >= maxAttempts;
    store.markAttemptFailed(item.id, error, parked ? null : now() + backoffMs(attempt));
    log?.warn(
      { leadId: item.leadId, attempt, error },
      parked ? "lead delivery parked as failed" : "lead delivery failed, will retry",
    );
  }

  /** Sends every entry that is due now; resolves when they have all been answered or failed. */
  async function drain() {
    for (;;) {
      const due = store.dueDeliveries(now(), batchSize);
      if (due.length === 0) return;
      await Promise.all(due.map(deliver));
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    if (running || stopped) return;
    running = drain()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        schedule(pollMs);
      });
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    /** Called after a lead is stored, so delivery does not wait for the next poll. */
    wake() {
      if (!stopped && !running) schedule(0);
    },
    drain,
    /** Stops polling and waits for requests already in flight, so the database can be closed after. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type Forwarder = ReturnType<typeof createForwarder>;
