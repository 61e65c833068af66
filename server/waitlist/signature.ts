import { createHmac, timingSafeEqual } from "node:crypto";

/** The header a signed delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = "Fabric-Signature";

/** How old a signature the README's verification snippet accepts: long enough for clock skew and queues. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signBody(secret: string, body: string, nowMs: number) {
  const timestamp = Math.floor(nowMs / 1000);
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/**
 * What the receiving workflow does (docs/lead-pipeline.md shows the same steps): recompute the HMAC of
 * the exact body, compare in constant time, and refuse a timestamp outside the tolerance.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  nowMs: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
) {
  const parts = Object.fromEntries(
    (header ?? "").split(",").map((part) => part.split("=", 2) as [string, string]),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || typeof parts.v1 !== "string") return false;
  if (Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
