import type { WaitlistPayload } from "./schema.ts";

export type SubmitOutcome = "ok" | "rejected" | "network";

/** Gives up on a hung connection so the form always returns to idle. */
const TIMEOUT_MS = 15_000;

/**
 * A random (version 4) UUID for one filled-in form. `crypto.randomUUID` exists only on HTTPS pages;
 * `getRandomValues` works everywhere the form runs.
 */
export function newSubmissionId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Posts one submission. Only ok / not-ok of the answer is read; there is no automatic retry (mutations do
 * not retry), so a failure goes back to the visitor, whose next try carries the same submission id.
 */
export async function submitWaitlist(
  url: string,
  payload: WaitlistPayload,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return response.ok ? "ok" : "rejected";
  } catch {
    return "network";
  }
}
