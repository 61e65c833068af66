import type { WaitlistPayload } from "./schema.ts";

export type SubmitOutcome = "ok" | "rejected" | "network";

/** Gives up on a hung connection so the form always returns to idle. */
const TIMEOUT_MS = 15_000;

/**
 * Posts one submission. Only ok / not-ok of the answer is read (spec §7); there is no automatic retry
 * (spec §9: mutations do not retry), so a failure goes back to the visitor.
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
