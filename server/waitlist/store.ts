import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Lead, WaitlistSubmission } from "../../app/features/waitlist/schema.ts";
import {
  assertLeadColumns,
  decodeLeadFields,
  insertColumns,
  insertParameters,
  leadBody,
  leadParameters,
  selectColumns,
  type StoredLeadFields,
} from "./lead-fields.ts";
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

/** What `/readyz` and `npm run leads -- status` report about the outbox. */
export type OutboxStatus = {
  pending: number;
  failed: number;
  delivered: number;
  /** When the oldest pending delivery was queued (ms since the epoch), or null. */
  oldestPendingAt: number | null;
};

/**
 * How long the CLI waits for a lock the server holds. The server itself waits briefly (see README
 * "Waitlist leads"): SQLite waits on the event loop, so a long wait would stall every route.
 */
export const CLI_BUSY_TIMEOUT_MS = 5000;
export const SERVER_BUSY_TIMEOUT_MS = 250;

/** SQLite could not get its lock in time, or the disk refused the write: worth retrying later. */
export function isStorageUnavailable(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === "string" && /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN)/.test(code)
  );
}

type Migration = string | ((db: Database.Database) => void);

/**
 * Schema migrations, applied in order; `PRAGMA user_version` records how many have run. Append only. A
 * field added to `leadSchema` needs one here adding its column (see lead-fields.ts).
 */
const migrations: Migration[] = [
  `CREATE TABLE leads (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     first_name TEXT NOT NULL,
     last_name TEXT NOT NULL,
     email TEXT NOT NULL,
     company TEXT NOT NULL,
     job_title TEXT NOT NULL,
     topics TEXT NOT NULL,
     description TEXT NOT NULL,
     plan TEXT,
     spam_reason TEXT
   );
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL UNIQUE REFERENCES leads(id),
     payload TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     delivered_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
  // Row ids are reused after a delete or a restore, so deliveries get ids of their own; the form's
  // submission id makes a resent form one lead; queued_at bounds how long a delivery is retried.
  (db) => {
    db.exec(`ALTER TABLE leads ADD COLUMN submission_id TEXT;
      CREATE UNIQUE INDEX leads_submission ON leads (submission_id);
      ALTER TABLE outbox ADD COLUMN delivery_id TEXT;
      ALTER TABLE outbox ADD COLUMN queued_at INTEGER;
      CREATE TABLE readiness (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at INTEGER NOT NULL);`);
    const rows = db
      .prepare(
        `SELECT o.id, o.payload, CAST(strftime('%s', l.created_at) AS INTEGER) * 1000 AS queuedAt
         FROM outbox o JOIN leads l ON l.id = o.lead_id`,
      )
      .all() as { id: number; payload: string; queuedAt: number }[];
    const update = db.prepare(
      "UPDATE outbox SET delivery_id = ?, payload = ?, queued_at = ? WHERE id = ?",
    );
    for (const row of rows) {
      const deliveryId = uuidv7(row.queuedAt);
      const payload = JSON.stringify({ deliveryId, ...JSON.parse(row.payload) });
      update.run(deliveryId, payload, row.queuedAt, row.id);
    }
    db.exec("CREATE UNIQUE INDEX outbox_delivery ON outbox (delivery_id);");
  },
];

export const SCHEMA_VERSION = migrations.length;

function migrate(db: Database.Database) {
  const current = db.pragma("user_version", { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(`Database schema ${current} is newer than this code (${migrations.length}).`);
  }
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      const migration = migrations[version]!;
      if (typeof migration === "string") db.exec(migration);
      else migration(db);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

/**
 * The body forwarded to the workflow webhook: the delivery id, then the lead's fields (the plan only when
 * one was chosen). Stored as sent, so every attempt sends the same bytes.
 */
export function forwardPayload(lead: Lead, deliveryId: string) {
  return { deliveryId, ...leadBody(lead) };
}

export type LeadStore = ReturnType<typeof openStore>;

/** The lead database: WAL with synchronous=FULL, so a lead that was answered 201 survives a crash or power cut. */
export function openStore(
  file: string,
  { readonly = false, busyTimeoutMs = CLI_BUSY_TIMEOUT_MS } = {},
) {
  if (!readonly) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, { readonly, fileMustExist: readonly });
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  if (!readonly) {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    migrate(db);
  }
  assertLeadColumns(db);

  const insertLead = db.prepare(
    `INSERT INTO leads (created_at, ${insertColumns}, spam_reason, submission_id)
     VALUES (@createdAt, ${insertParameters}, @spamReason, @submissionId)
     ON CONFLICT (submission_id) DO NOTHING`,
  );
  const leadBySubmission = db.prepare("SELECT id FROM leads WHERE submission_id = ?");
  const insertOutbox = db.prepare(
    "INSERT INTO outbox (lead_id, delivery_id, payload, next_attempt_at, queued_at) VALUES (?, ?, ?, ?, ?)",
  );
  const addLead = db.transaction(
    (lead: WaitlistSubmission, spamReason: SpamReason | null, now: Date): StoredLead => {
      const { changes, lastInsertRowid } = insertLead.run({
        ...leadParameters(lead),
        spamReason,
        submissionId: lead.submissionId ?? null,
        createdAt: now.toISOString(),
      });
      if (changes === 0) {
        const existing = leadBySubmission.get(lead.submissionId) as { id: number };
        return { id: existing.id, duplicate: true };
      }
      const id = Number(lastInsertRowid);
      // Spam is kept for review but never delivered onward.
      if (!spamReason) {
        const deliveryId = uuidv7(now.getTime());
        const payload = JSON.stringify(forwardPayload(lead, deliveryId));
        insertOutbox.run(id, deliveryId, payload, now.getTime(), now.getTime());
      }
      return { id, duplicate: false };
    },
  );

  const selectLeads = `SELECT l.id, l.created_at AS createdAt, ${selectColumns}, l.spam_reason AS spamReason,
      o.status AS delivery, COALESCE(o.attempts, 0) AS attempts
    FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id`;

  return {
    db,
    /**
     * Stores a lead (and its outbox entry) in one durable transaction. A submission id seen before stores
     * nothing and returns the first lead's id.
     */
    addLead: (lead: WaitlistSubmission, spamReason: SpamReason | null, now = new Date()) =>
      addLead(lead, spamReason, now),

    listLeads({ includeSpam = false } = {}): LeadRow[] {
      const where = includeSpam ? "" : " WHERE l.spam_reason IS NULL";
      const rows = db.prepare(`${selectLeads}${where} ORDER BY l.id`).all() as LeadRecord[];
      return rows.map(decodeLeadFields);
    },

    countLeads: () => (db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n,

    /** Outbox entries whose next attempt is due, oldest first. */
    dueDeliveries: (now: number, limit: number) =>
      db
        .prepare(
          `SELECT id, lead_id AS leadId, delivery_id AS deliveryId, attempts, queued_at AS queuedAt, payload
           FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
        )
        .all(now, limit) as OutboxItem[],

    /** When the next pending delivery is due, or null when none is pending. */
    nextDueAt: () =>
      (
        db
          .prepare("SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status = 'pending'")
          .get() as { at: number | null }
      ).at,

    markDelivered: (id: number, now = new Date()) =>
      db
        .prepare(
          "UPDATE outbox SET status = 'delivered', delivered_at = ?, attempts = attempts + 1 WHERE id = ?",
        )
        .run(now.toISOString(), id),

    /** Records a failed attempt: schedules the next one, or parks the entry as failed when nextAt is null. */
    markAttemptFailed: (id: number, error: string, nextAt: number | null) =>
      db
        .prepare(
          `UPDATE outbox SET attempts = attempts + 1, last_error = ?,
             status = CASE WHEN ? IS NULL THEN 'failed' ELSE 'pending' END,
             next_attempt_at = COALESCE(?, next_attempt_at)
           WHERE id = ?`,
        )
        .run(error.slice(0, 200), nextAt, nextAt, id),

    /** Puts every parked delivery back in the queue with a fresh attempt budget and window; returns how many. */
    retryFailed: (now = Date.now()) =>
      db
        .prepare(
          `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, queued_at = ?
           WHERE status = 'failed'`,
        )
        .run(now, now).changes,

    deliveryCounts: () =>
      Object.fromEntries(
        (
          db.prepare("SELECT status, COUNT(*) AS n FROM outbox GROUP BY status").all() as {
            status: DeliveryStatus;
            n: number;
          }[]
        ).map(({ status, n }) => [status, n]),
      ) as Partial<Record<DeliveryStatus, number>>,

    outboxStatus(): OutboxStatus {
      const row = db
        .prepare(
          `SELECT COALESCE(SUM(status = 'pending'), 0) AS pending, COALESCE(SUM(status = 'failed'), 0) AS failed,
             COALESCE(SUM(status = 'delivered'), 0) AS delivered,
             MIN(CASE WHEN status = 'pending' THEN queued_at END) AS oldestPendingAt
           FROM outbox`,
        )
        .get() as OutboxStatus;
      return row;
    },

    /** Proves the database takes a durable write now (not locked, disk not full); throws otherwise. */
    checkWritable: (now = Date.now()) =>
      db
        .prepare(
          `INSERT INTO readiness (id, checked_at) VALUES (1, ?)
           ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
        )
        .run(now),

    close: () => db.close(),
  };
}
