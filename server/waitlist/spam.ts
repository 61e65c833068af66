import {
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  type WaitlistSubmission,
} from "../../app/features/waitlist/schema.ts";
import type { SpamReason } from "./store.ts";

/** Nobody types five fields and picks a topic in under 3 s; autofill plus one click still takes longer. */
export const MIN_FILL_MS = 3000;

/** Classifies a parsed submission: a filled honeypot, or a missing or too-short fill time. */
export function spamReason(
  submission: Pick<WaitlistSubmission, typeof HONEYPOT_FIELD | typeof ELAPSED_FIELD>,
  minFillMs = MIN_FILL_MS,
): SpamReason | null {
  if (submission[HONEYPOT_FIELD]) return "honeypot";
  const elapsed = submission[ELAPSED_FIELD];
  if (elapsed === undefined || elapsed < minFillMs) return "too-fast";
  return null;
}
