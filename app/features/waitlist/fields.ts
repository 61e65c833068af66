/**
 * What each waitlist field is, read from the schema itself, so a field added to the schema reaches the
 * form's empty values, the lead database, the CLI and the forwarded body without being listed again.
 * Like schema.ts, it imports nothing but zod and relative paths, so the server can load it as is.
 */
import type * as z from "zod/mini";
import { waitlistSchema } from "./schema.ts";

/** One line of text, or a list of strings (kept as JSON in the database, joined with "; " in a CSV). */
export type FieldKind = "text" | "list";

export type FieldDescription = { name: string; kind: FieldKind };

/** The kind of one field's value, looking through defaults, fallbacks, optionals and pipes. */
export function fieldKind(schema: z.core.$ZodType): FieldKind {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case "string":
    case "enum":
      return "text";
    case "array":
      return "list";
    case "pipe":
      return fieldKind(def.in);
    case "default":
    case "catch":
    case "optional":
      return fieldKind(def.innerType);
    default:
      // A number or a date needs its own column type, CSV cell and empty value: add them here first.
      throw new Error(`A waitlist field of type "${def.type}" has no storage rule in fields.ts.`);
  }
}

/** Every field of an object schema, in the schema's order. */
export function describeFields(schema: z.ZodMiniObject): FieldDescription[] {
  return Object.entries(schema.shape).map(([name, field]) => ({ name, kind: fieldKind(field) }));
}

/** An object schema's values before anything is typed: every text empty, every list empty. */
export function emptyValues<Schema extends z.ZodMiniObject>(schema: Schema) {
  return Object.fromEntries(
    describeFields(schema).map(({ name, kind }) => [name, kind === "list" ? [] : ""]),
  ) as z.input<Schema>;
}

/** The form as it first appears and after a successful send. */
export const emptyWaitlist = emptyValues(waitlistSchema);
