import { ELAPSED_FIELD, HONEYPOT_FIELD } from "../../app/features/waitlist/schema.ts";
import type { SpamReason } from "./store.ts";

/** Nobody types five fields and picks a topic in under 3 s; autofill plus one click still takes longer. */
export const MIN_FILL_MS = 3000;

/** Classifies a body that passed validation: a filled honeypot, or a missing or too-short fill time. */
export function spamReason(
  body: Record<string, unknown>,
  minFillMs = MIN_FILL_MS,
): SpamReason | null {
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") return "honeypot";
  const elapsed = body[ELAPSED_FIELD];
  if (typeof elapsed !== "number" || !Number.isFinite(elapsed) || elapsed < minFillMs) {
    return "too-fast";
  }
  return null;
}
