/**
 * What the privacy notice promises a person about their request (section 8, "your rights"), kept by
 * code on SQLite and PostgreSQL alike: everything stored about an address, its correction, and its
 * erasure, in flight included; and the retention job's deletions, through the same erasure.
 */
import { leadSchema, type Lead } from "../../app/features/waitlist/schema.ts";
import { decodeLeadFields, leadFields, selectColumns } from "./lead-fields.ts";
import type { SqlClient, SqlQueries, SqlValue } from "./sql.ts";
import { forwardPayload } from "./store.ts";

export type ErasureReason = "request" | "retention" | "spam";

/** An erasure as recorded: no address, only what an auditor and the upstream's operator need. */
export type Erasure = {
  reason: ErasureReason;
  leads: number;
  /** The erased leads' delivery ids and their status: erase the delivered ones upstream too. */
  deliveries: { deliveryId: string; status: string }[];
};

/** Addresses are matched without regard to case: `Ada@X.example` is the same person. */
const BY_EMAIL = "lower(email) = lower(?)";

const list = (ids: readonly number[]) => ids.map(() => "?").join(", ");

/** Every row stored about `email`: its leads with all their columns, and each lead's delivery. */
export async function findByEmail(sql: SqlClient, email: string) {
  const leads = await sql.all<Record<string, SqlValue>>(
    `SELECT * FROM leads WHERE ${BY_EMAIL} ORDER BY id`,
    [email],
  );
  const ids = leads.map((lead) => Number(lead.id));
  const deliveries = ids.length
    ? await sql.all<Record<string, SqlValue>>(
        `SELECT * FROM outbox WHERE lead_id IN (${list(ids)}) ORDER BY id`,
        ids,
      )
    : [];
  return {
    email,
    leads: leads.map((lead) => ({
      ...lead,
      topics: JSON.parse(String(lead.topics)) as string[],
      deliveries: deliveries
        .filter((delivery) => Number(delivery.lead_id) === Number(lead.id))
        .map((delivery) => ({ ...delivery, payload: JSON.parse(String(delivery.payload)) })),
    })),
  };
}

/**
 * Deletes the leads `where` selects and their deliveries, pending, leased to an instance or sent, in
 * one transaction, and records the erasure without the address. A delivery an instance is sending at
 * that moment may still arrive upstream: its id is in the record.
 */
export async function eraseLeads(
  tx: SqlQueries,
  where: { clause: string; params: SqlValue[] },
  reason: ErasureReason,
  now: Date,
): Promise<Erasure> {
  const ids = (
    await tx.all<{ id: number }>(`SELECT id FROM leads WHERE ${where.clause}`, where.params)
  ).map((row) => Number(row.id));
  if (ids.length === 0) return { reason, leads: 0, deliveries: [] };
  const deliveries = await tx.all<{ deliveryId: string; status: string }>(
    `SELECT delivery_id AS "deliveryId", status FROM outbox WHERE lead_id IN (${list(ids)}) ORDER BY id`,
    ids,
  );
  await tx.run(`DELETE FROM outbox WHERE lead_id IN (${list(ids)})`, ids);
  await tx.run(`DELETE FROM leads WHERE id IN (${list(ids)})`, ids);
  await tx.run(
    "INSERT INTO erasures (erased_at, reason, leads, delivery_ids) VALUES (?, ?, ?, ?)",
    [now.toISOString(), reason, ids.length, JSON.stringify(deliveries)],
  );
  return { reason, leads: ids.length, deliveries };
}

/**
 * SQLite keeps old pages in its write-ahead log until a checkpoint: this one copies the log into the
 * file (where secure_delete has zeroed the erased rows) and truncates it. False when another
 * process's readers kept it from finishing; run it again once they are done.
 */
export async function scrubFiles(sql: SqlClient) {
  if (sql.dialect !== "sqlite") return true;
  const result = await sql.get<{ busy: number }>("PRAGMA wal_checkpoint(TRUNCATE)");
  return result?.busy === 0;
}

/** Erases everything stored about `email` at a person's request. */
export async function eraseByEmail(sql: SqlClient, email: string, now = new Date()) {
  const erasure = await sql.transaction((tx) =>
    eraseLeads(tx, { clause: BY_EMAIL, params: [email] }, "request", now),
  );
  return { ...erasure, filesScrubbed: await scrubFiles(sql) };
}

export type Correction = { field: keyof Lead; value: string };

/** A correction as done: leads changed, deliveries already sent (to correct upstream), files scrubbed. */
type Corrected = { changed: number; delivered: string[]; filesScrubbed: boolean };

/**
 * Corrects one field of every lead of `email`, checked by the form's own rule for it, and every copy
 * of it the store holds: each delivery's body, sent ones included (same delivery id), so neither the
 * old address nor the old value stays where `find` and `erase` no longer reach it; on SQLite the
 * files are scrubbed as after an erasure. Returns the number of leads changed and the delivery ids
 * already sent, to correct upstream; or the rule's message.
 */
export async function correctByEmail(
  sql: SqlClient,
  email: string,
  { field, value }: Correction,
): Promise<{ error: string } | Corrected> {
  const column = leadFields.find((candidate) => candidate.name === field);
  if (!column || column.kind !== "text") return { error: `${field} is not a text field of a lead` };
  const checked = leadSchema.shape[field].safeParse(value);
  if (!checked.success) return { error: checked.error.issues.map((i) => i.message).join(" ") };
  const corrected = await sql.transaction(async (tx): Promise<Omit<Corrected, "filesScrubbed">> => {
    const ids = (
      await tx.all<{ id: number }>(`SELECT id FROM leads WHERE ${BY_EMAIL}`, [email])
    ).map((row) => Number(row.id));
    if (ids.length === 0) return { changed: 0, delivered: [] };
    await tx.run(`UPDATE leads SET ${column.column} = ? WHERE id IN (${list(ids)})`, [
      checked.data as string,
      ...ids,
    ]);
    const rows = await tx.all<Record<string, unknown> & { id: number; status: string }>(
      `SELECT l.id, ${selectColumns}, o.delivery_id AS "deliveryId", o.status FROM leads l
       JOIN outbox o ON o.lead_id = l.id WHERE l.id IN (${list(ids)}) ORDER BY o.id`,
      ids,
    );
    for (const row of rows) {
      const decoded = decodeLeadFields(row) as Record<string, unknown>;
      // A missing optional value is NULL in the row, absent from the body.
      const lead = Object.fromEntries(
        leadFields.map(({ name }) => [name, decoded[name] ?? undefined]),
      ) as Lead;
      const payload = JSON.stringify(forwardPayload(lead, String(row.deliveryId)));
      await tx.run("UPDATE outbox SET payload = ? WHERE lead_id = ?", [payload, row.id]);
    }
    const delivered = rows.filter((row) => row.status === "delivered");
    return { changed: ids.length, delivered: delivered.map((row) => String(row.deliveryId)) };
  });
  return { ...corrected, filesScrubbed: await scrubFiles(sql) };
}
