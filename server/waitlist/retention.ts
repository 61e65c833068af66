/**
 * The privacy notice's retention period, applied by the running servers: a lead older than
 * `retentionDays` (default: the notice's months, `LEAD_RETENTION`), and a spam-flagged one after
 * `LEAD_RETENTION.spamDays`, is erased as a person's request is
 * (erasure.ts), with an erasure record. Every instance checks hourly; on PostgreSQL one at a time
 * (an advisory lock), so each lead is erased, and counted in the log, once.
 */
import type { FastifyBaseLogger } from "fastify";
import { LEAD_RETENTION } from "../../app/content/retention.ts";
import { eraseLeads, scrubFiles } from "./erasure.ts";
import { isStorageUnavailable, type SqlClient } from "./sql.ts";

const DAY_MS = 86_400_000;
/** Whole days within the notice's months, so the period is never longer than it says. */
export const DEFAULT_RETENTION_DAYS = Math.floor((LEAD_RETENTION.months * 365.25) / 12);
export const RETENTION_CHECK_MS = 60 * 60 * 1000;
/** Names the retention job's lock among PostgreSQL's advisory locks (the migrations hold 7251001). */
const RETENTION_LOCK = 7251002;

export type RetentionResult = { expired: number; spam: number } | null;

/** Erases what is past its period now; null when another instance is doing it at this moment. */
export async function applyRetention(
  sql: SqlClient,
  retentionDays: number,
  now = new Date(),
): Promise<RetentionResult> {
  const result = await sql.transaction(async (tx) => {
    if (sql.dialect === "postgresql") {
      const lock = await tx.get<{ locked: boolean }>(
        "SELECT pg_try_advisory_xact_lock(?) AS locked",
        [RETENTION_LOCK],
      );
      if (!lock?.locked) return null;
    }
    const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
    const spamCutoff = new Date(now.getTime() - LEAD_RETENTION.spamDays * DAY_MS).toISOString();
    const spam = await eraseLeads(
      tx,
      { clause: "spam_reason IS NOT NULL AND created_at < ?", params: [spamCutoff] },
      "spam",
      now,
    );
    // Each lead by its own age: anyone can send a request with someone's address, so a newer one
    // must not keep the older ones longer than the notice says.
    const expired = await eraseLeads(
      tx,
      { clause: "created_at < ?", params: [cutoff] },
      "retention",
      now,
    );
    return { expired: expired.leads, spam: spam.leads };
  });
  if (result && result.expired + result.spam > 0) await scrubFiles(sql);
  return result;
}

/** Runs `applyRetention` at start and hourly until stopped; logs what it erased. */
export function startRetention(sql: SqlClient, retentionDays: number, log: FastifyBaseLogger) {
  async function check() {
    try {
      const result = await applyRetention(sql, retentionDays);
      if (result && result.expired + result.spam > 0) {
        log.info({ ...result, retentionDays }, "leads past their retention period erased");
      }
    } catch (error) {
      if (!isStorageUnavailable(error)) throw error;
      log.warn({ code: error.code }, "retention check skipped: lead database unavailable");
    }
  }
  let running = check();
  const timer = setInterval(() => {
    running = running.then(check);
  }, RETENTION_CHECK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
