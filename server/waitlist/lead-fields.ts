/**
 * The lead's fields as the database, the CLI and the forwarded body see them, all derived from the shared
 * `leadSchema`: a field added there gets its column (by name, firstName → first_name), its CLI column and
 * its place in the forwarded body. Only its migration is written by hand, and `assertLeadColumns` refuses
 * to open a database that lacks one.
 */
import { describeFields } from "../../app/features/waitlist/fields.ts";
import { type Lead, leadSchema } from "../../app/features/waitlist/schema.ts";
import { withoutFormula } from "./spreadsheet-text.ts";
import type { SqlClient, SqlValue } from "./sql.ts";

/** A lead's fields read back from the database: lists as string arrays, a missing optional value as null. */
export type StoredLeadFields = {
  [K in keyof Required<Lead>]: Lead[K] extends readonly unknown[]
    ? string[]
    : undefined extends Lead[K]
      ? string | null
      : string;
};

export const columnName = (field: string) =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export const leadFields = describeFields(leadSchema).map((field) => ({
  ...field,
  name: field.name as keyof Lead,
  column: columnName(field.name),
}));

export const leadFieldNames = leadFields.map((field) => field.name);

/** `first_name, last_name, …` for an INSERT, in the order of `leadParameters`. */
export const insertColumns = leadFields.map((field) => field.column).join(", ");

/** `l.first_name AS "firstName", …` for a SELECT from `leads l` (quoted: PostgreSQL folds names). */
export const selectColumns = leadFields
  .map((field) => `l.${field.column} AS "${field.name}"`)
  .join(", ");

/** A lead's values in the order of `insertColumns`: lists as JSON text, a missing optional value as NULL. */
export function leadParameters(lead: Lead): SqlValue[] {
  return leadFields.map(({ name, kind }) => {
    const value = lead[name];
    return value === undefined ? null : kind === "list" ? JSON.stringify(value) : (value as string);
  });
}

/** Turns a row selected with `selectColumns` into the lead's values: JSON list columns back into lists. */
export function decodeLeadFields<Rest extends object>(row: Rest) {
  const decoded = { ...row } as Record<string, unknown>;
  for (const { name, kind } of leadFields) {
    if (kind === "list") decoded[name] = JSON.parse(decoded[name] as string) as string[];
  }
  return decoded as Rest & StoredLeadFields;
}

/**
 * The lead's fields that are set, in the schema's order: the body forwarded after the delivery id.
 * Formula-like text is neutralised as the export does (`withoutFormula`), lists item by item.
 */
export function leadBody(lead: Lead) {
  const safe = (value: unknown) =>
    typeof value === "string"
      ? withoutFormula(value)
      : Array.isArray(value)
        ? value.map((item: string) => withoutFormula(item))
        : value;
  return Object.fromEntries(
    leadFields.flatMap(({ name }) => (lead[name] === undefined ? [] : [[name, safe(lead[name])]])),
  ) as Lead;
}

/**
 * Fails loudly when a schema field has no column in `leads` (a field added without its migration), so a
 * lead is never stored without it.
 */
export async function assertLeadColumns(sql: SqlClient) {
  const rows = await sql.all<{ name: string }>(
    sql.dialect === "sqlite"
      ? "SELECT name FROM pragma_table_info('leads')"
      : `SELECT column_name AS name FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = 'leads'`,
  );
  const existing = new Set(rows.map((row) => row.name));
  const missing = leadFields.filter((field) => !existing.has(field.column));
  if (missing.length > 0) {
    const list = missing.map((field) => `${field.name} (${field.column})`).join(", ");
    throw new Error(
      `The leads table has no column for ${list}: add a migration in server/waitlist/migrations.ts.`,
    );
  }
}
