import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { WaitlistSubmission } from "../../app/features/waitlist/schema.ts";

export type SpamReason = "honeypot" | "too-fast";
export type DeliveryStatus = "pending" | "delivered" | "failed";

export type LeadRow = {
  id: number;
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  jobTitle: string;
  topics: string[];
  description: string;
  plan: string | null;
  spamReason: SpamReason | null;
  delivery: DeliveryStatus | null;
  attempts: number;
};

export type OutboxItem = { id: number; leadId: number; attempts: number; payload: string };

/** Schema migrations, applied in order; `PRAGMA user_version` records how many have run. Append only. */
const migrations = [
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
];

export const SCHEMA_VERSION = migrations.length;

function migrate(db: Database.Database) {
  const current = db.pragma("user_version", { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(`Database schema ${current} is newer than this code (${migrations.length}).`);
  }
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

/** The body forwarded to the workflow webhook: the seven spec fields, plus the plan when one was chosen. */
export function forwardPayload(lead: WaitlistSubmission) {
  const { firstName, lastName, email, company, jobTitle, topics, description, plan } = lead;
  return {
    firstName,
    lastName,
    email,
    company,
    jobTitle,
    topics,
    description,
    ...(plan ? { plan } : {}),
  };
}

type RawLead = Omit<LeadRow, "topics"> & { topics: string };

export type LeadStore = ReturnType<typeof openStore>;

/** The lead database: WAL with synchronous=FULL, so a lead that was answered 201 survives a crash or power cut. */
export function openStore(file: string, { readonly = false } = {}) {
  if (!readonly) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, { readonly, fileMustExist: readonly });
  // The CLI may write while the server does; wait for the lock instead of failing.
  db.pragma("busy_timeout = 5000");
  if (!readonly) {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    migrate(db);
  }

  const insertLead = db.prepare(
    `INSERT INTO leads (created_at, first_name, last_name, email, company, job_title, topics, description, plan, spam_reason)
     VALUES (@createdAt, @firstName, @lastName, @email, @company, @jobTitle, @topics, @description, @plan, @spamReason)`,
  );
  const insertOutbox = db.prepare(
    "INSERT INTO outbox (lead_id, payload, next_attempt_at) VALUES (?, ?, ?)",
  );
  const addLead = db.transaction(
    (lead: WaitlistSubmission, spamReason: SpamReason | null, now: Date) => {
      const { lastInsertRowid } = insertLead.run({
        ...lead,
        topics: JSON.stringify(lead.topics),
        plan: lead.plan ?? null,
        spamReason,
        createdAt: now.toISOString(),
      });
      const id = Number(lastInsertRowid);
      // Spam is kept for review but never delivered onward.
      if (!spamReason) insertOutbox.run(id, JSON.stringify(forwardPayload(lead)), now.getTime());
      return id;
    },
  );

  const selectLeads = `SELECT l.id, l.created_at AS createdAt, l.first_name AS firstName, l.last_name AS lastName,
      l.email, l.company, l.job_title AS jobTitle, l.topics, l.description, l.plan, l.spam_reason AS spamReason,
      o.status AS delivery, COALESCE(o.attempts, 0) AS attempts
    FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id`;

  return {
    db,
    /** Stores a lead (and its outbox entry) in one durable transaction; returns its id. */
    addLead: (lead: WaitlistSubmission, spamReason: SpamReason | null, now = new Date()) =>
      addLead(lead, spamReason, now),

    listLeads({ includeSpam = false } = {}): LeadRow[] {
      const where = includeSpam ? "" : " WHERE l.spam_reason IS NULL";
      const rows = db.prepare(`${selectLeads}${where} ORDER BY l.id`).all() as RawLead[];
      return rows.map((row) => ({ ...row, topics: JSON.parse(row.topics) as string[] }));
    },

    countLeads: () => (db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n,

    /** Outbox entries whose next attempt is due, oldest first. */
    dueDeliveries: (now: number, limit: number) =>
      db
        .prepare(
          `SELECT id, lead_id AS leadId, attempts, payload FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
        )
        .all(now, limit) as OutboxItem[],

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

    /** Puts every parked delivery back in the queue with a fresh attempt budget; returns how many. */
    retryFailed: (now = Date.now()) =>
      db
        .prepare(
          "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE status = 'failed'",
        )
        .run(now).changes,

    deliveryCounts: () =>
      Object.fromEntries(
        (
          db.prepare("SELECT status, COUNT(*) AS n FROM outbox GROUP BY status").all() as {
            status: DeliveryStatus;
            n: number;
          }[]
        ).map(({ status, n }) => [status, n]),
      ) as Partial<Record<DeliveryStatus, number>>,

    close: () => db.close(),
  };
}
