import type { Lead, WaitlistSubmission } from "../../app/features/waitlist/schema.ts";
import {
  assertLeadColumns,
  decodeLeadFields,
  insertColumns,
  leadBody,
  leadFields,
  leadParameters,
  selectColumns,
  type StoredLeadFields,
} from "./lead-fields.ts";
import { migrate } from "./migrations.ts";
import { openPostgres, POSTGRES_DEFAULTS, type PostgresOptions } from "./postgres-client.ts";
import type { SqlClient } from "./sql.ts";
import { openSqlite } from "./sqlite-client.ts";
import { uuidv7 } from "./uuid7.ts";

export type SpamReason = "honeypot" | "too-fast";
export type DeliveryStatus = "pending" | "delivered" | "failed";

/** What the database keeps about a lead besides its fields. */
type LeadRecord = {
  id: number;
  createdAt: string;
  spamReason: SpamReason | null;
  delivery: DeliveryStatus | null;
  attempts: number;
};

/** One lead as the CLI lists and exports it: id and time, the lead's fields, then spam and delivery. */
export type LeadRow = LeadRecord & StoredLeadFields;

export type OutboxItem = {
  id: number;
  leadId: number;
  deliveryId: string;
  attempts: number;
  queuedAt: number;
  payload: string;
};

export type StoredLead = { id: number; duplicate: boolean };

/**
 * The outbox's waiting work, as `/readyz` and `/metrics` read it at each call: bounded, from indexes
 * (`outbox_due`, `outbox_waiting`), however many deliveries the table has kept.
 */
export type OutboxBacklog = {
  /** Pending deliveries, counted up to BACKLOG_COUNT_CAP. */
  pending: number;
  /** Parked deliveries, counted up to BACKLOG_COUNT_CAP. */
  parked: number;
  /** When the oldest pending delivery was queued (ms since the epoch), or null. */
  oldestPendingAt: number | null;
};

/** Past this many, a backlog's count stops: an alert needs to know there is trouble, not its exact size. */
export const BACKLOG_COUNT_CAP = 10_000;

/** What `/readyz` and `npm run leads -- status` report about the outbox. */
export type OutboxStatus = {
  pending: number;
  failed: number;
  delivered: number;
  /** When the oldest pending delivery was queued (ms since the epoch), or null. */
  oldestPendingAt: number | null;
};

/**
 * The body forwarded to the workflow webhook: the delivery id, then the lead's fields (the plan only when
 * one was chosen). Stored as sent, so every attempt sends the same bytes.
 */
export function forwardPayload(lead: Lead, deliveryId: string) {
  return { deliveryId, ...leadBody(lead) };
}

/**
 * Where leads are kept: a SQLite file (the default, nothing to set up) or a PostgreSQL database that
 * several instances share (`DATABASE_URL`).
 */
export type DatabaseTarget =
  | { kind: "sqlite"; path: string }
  | ({ kind: "postgresql"; url: string } & Partial<PostgresOptions>);

/**
 * How long the CLI waits for a lock the server holds. The server itself waits briefly (see
 * docs/lead-pipeline.md): SQLite waits on the event loop, so a long wait would stall every route.
 */
export const CLI_BUSY_TIMEOUT_MS = 5000;
export const SERVER_BUSY_TIMEOUT_MS = 250;

export type StoreOptions = {
  /** SQLite only: open the file read-only, without migrating. */
  readonly?: boolean;
  /** SQLite's wait for another process's lock. */
  busyTimeoutMs?: number;
};

async function openClient(target: DatabaseTarget, options: StoreOptions): Promise<SqlClient> {
  if (target.kind === "sqlite") {
    const { readonly = false, busyTimeoutMs = CLI_BUSY_TIMEOUT_MS } = options;
    const client = openSqlite(target.path, { readonly, busyTimeoutMs });
    if (!readonly) await migrate(client);
    return client;
  }
  const settings = { ...POSTGRES_DEFAULTS, ...target };
  // Migrations may take longer than one intake statement may: they run on a connection of their own.
  const migrator = openPostgres(target.url, {
    ...settings,
    poolSize: 1,
    statementTimeoutMs: MIGRATION_TIMEOUT_MS,
  });
  try {
    await migrate(migrator);
  } finally {
    await migrator.close();
  }
  return openPostgres(target.url, settings);
}

const MIGRATION_TIMEOUT_MS = 10 * 60 * 1000;

export type LeadStore = Awaited<ReturnType<typeof openStore>>;

/** Opens the lead database, bringing its schema up to date, behind one interface for both engines. */
export async function openStore(target: DatabaseTarget, options: StoreOptions = {}) {
  const sql = await openClient(target, options);
  try {
    await assertLeadColumns(sql);
  } catch (error) {
    await sql.close();
    throw error;
  }
  // Claims wait for no other instance's claim: PostgreSQL skips the rows another is locking; SQLite
  // has one writer at a time anyway.
  const skipLocked = sql.dialect === "postgresql" ? " FOR UPDATE SKIP LOCKED" : "";
  const insertLead = `INSERT INTO leads (created_at, ${insertColumns}, spam_reason, submission_id)
     VALUES (?, ${leadFields.map(() => "?").join(", ")}, ?, ?)
     ON CONFLICT (submission_id) DO NOTHING RETURNING id`;
  const selectLeads = `SELECT l.id, l.created_at AS "createdAt", ${selectColumns},
      l.spam_reason AS "spamReason", o.status AS delivery, COALESCE(o.attempts, 0) AS attempts
    FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id`;

  return {
    sql,
    /**
     * Stores a lead (and its outbox entry) in one durable transaction. A submission id seen before, by
     * this instance or another, stores nothing and returns the first lead's id.
     */
    addLead: (lead: WaitlistSubmission, spamReason: SpamReason | null, now = new Date()) =>
      sql.transaction(async (tx): Promise<StoredLead> => {
        const submissionId = lead.submissionId ?? null;
        const inserted = await tx.get<{ id: number }>(insertLead, [
          now.toISOString(),
          ...leadParameters(lead),
          spamReason,
          submissionId,
        ]);
        if (!inserted) {
          const existing = await tx.get<{ id: number }>(
            "SELECT id FROM leads WHERE submission_id = ?",
            [submissionId],
          );
          return { id: existing!.id, duplicate: true };
        }
        // Spam is kept for review but never delivered onward.
        if (!spamReason) {
          const deliveryId = uuidv7(now.getTime());
          const payload = JSON.stringify(forwardPayload(lead, deliveryId));
          await tx.run(
            "INSERT INTO outbox (lead_id, delivery_id, payload, next_attempt_at, queued_at) VALUES (?, ?, ?, ?, ?)",
            [inserted.id, deliveryId, payload, now.getTime(), now.getTime()],
          );
        }
        return { id: inserted.id, duplicate: false };
      }),

    async listLeads({ includeSpam = false } = {}): Promise<LeadRow[]> {
      const where = includeSpam ? "" : " WHERE l.spam_reason IS NULL";
      const rows = await sql.all<LeadRecord>(`${selectLeads}${where} ORDER BY l.id`);
      return rows.map(decodeLeadFields);
    },

    countLeads: async () => (await sql.get<{ n: number }>("SELECT COUNT(*) AS n FROM leads"))!.n,

    /**
     * Leases up to `limit` due deliveries to `owner` until `now + leaseMs`, oldest first: no other
     * instance takes them until the lease ends, or until the owner releases them. A lease whose owner
     * died simply runs out.
     */
    claimDeliveries: async ({ now, limit, owner, leaseMs }: Claim) =>
      (
        await sql.all<OutboxItem>(
          `UPDATE outbox SET lease_owner = ?, lease_until = ?
           WHERE id IN (
             SELECT id FROM outbox
             WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
             ORDER BY next_attempt_at, id LIMIT ?${skipLocked}
           )
           RETURNING id, lead_id AS "leadId", delivery_id AS "deliveryId", attempts,
             queued_at AS "queuedAt", payload`,
          [owner, now + leaseMs, now, now, limit],
        )
      ).sort((a, b) => a.id - b.id),

    /** When the next pending delivery is due, or null when none is pending. */
    nextDueAt: async () =>
      (await sql.get<{ at: number | null }>(
        "SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status = 'pending'",
      ))!.at,

    /** Whoever sent it, a delivery the upstream accepted is delivered. */
    markDelivered: (id: number, now = new Date()) =>
      sql.run(
        `UPDATE outbox SET status = 'delivered', delivered_at = ?, attempts = attempts + 1,
           lease_owner = NULL, lease_until = NULL
         WHERE id = ? AND status = 'pending'`,
        [now.toISOString(), id],
      ),

    /**
     * Records a failed attempt: schedules the next one, or parks the entry as failed when nextAt is null.
     * Only while `owner` still holds the lease: once another instance took it over, its attempt counts.
     */
    markAttemptFailed: (id: number, owner: string, error: string, nextAt: number | null) =>
      sql.run(
        `UPDATE outbox SET attempts = attempts + 1, last_error = ?, status = ?,
           next_attempt_at = COALESCE(?, next_attempt_at), lease_owner = NULL, lease_until = NULL
         WHERE id = ? AND lease_owner = ?`,
        [error.slice(0, 200), nextAt === null ? "failed" : "pending", nextAt, id, owner],
      ),

    /** Hands `owner`'s leases back, so another instance sends them at once (on shutdown). */
    releaseLeases: (owner: string) =>
      sql.run(
        "UPDATE outbox SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = ? AND status = 'pending'",
        [owner],
      ),

    /** Puts every parked delivery back in the queue with a fresh attempt budget and window; returns how many. */
    retryFailed: (now = Date.now()) =>
      sql.run(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, queued_at = ?,
           lease_owner = NULL, lease_until = NULL
         WHERE status = 'failed'`,
        [now, now],
      ),

    outboxBacklog: async () => (await sql.get<OutboxBacklog>(OUTBOX_BACKLOG))!,

    async deliveryCounts() {
      const rows = await sql.all<{ status: DeliveryStatus; n: number }>(
        "SELECT status, COUNT(*) AS n FROM outbox GROUP BY status ORDER BY status",
      );
      return Object.fromEntries(rows.map(({ status, n }) => [status, n])) as Partial<
        Record<DeliveryStatus, number>
      >;
    },

    outboxStatus: async () =>
      (await sql.get<OutboxStatus>(
        `SELECT COUNT(*) FILTER (WHERE status = 'pending') AS pending,
           COUNT(*) FILTER (WHERE status = 'failed') AS failed,
           COUNT(*) FILTER (WHERE status = 'delivered') AS delivered,
           MIN(queued_at) FILTER (WHERE status = 'pending') AS "oldestPendingAt"
         FROM outbox`,
      ))!,

    /** Proves the database takes a durable write now (reachable, not locked, disk not full); throws otherwise. */
    checkWritable: (now = Date.now()) =>
      sql.run(
        `INSERT INTO readiness (id, checked_at) VALUES (1, ?)
         ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
        [now],
      ),

    close: () => sql.close(),
  };
}

const cappedCount = (status: DeliveryStatus) =>
  `(SELECT COUNT(*) FROM (SELECT 1 FROM outbox WHERE status = '${status}' LIMIT ${BACKLOG_COUNT_CAP}) capped)`;

/** The outbox's backlog in one statement that reads indexes only (store.test.ts holds SQLite's plan to it). */
export const OUTBOX_BACKLOG = `SELECT ${cappedCount("pending")} AS pending, ${cappedCount("failed")} AS parked,
  (SELECT MIN(queued_at) FROM outbox WHERE status = 'pending') AS "oldestPendingAt"`;

type Claim = { now: number; limit: number; owner: string; leaseMs: number };
