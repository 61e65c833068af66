/**
 * Every way the intake refuses a beacon, by name: each answers without storing anything, with a
 * status and a body of a few bytes whatever was sent. `refuse` is the one place a refusal is
 * answered (and counted, once the server has counters).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { refusesBySignal } from "../consent.ts";
import { isSameOrigin } from "../waitlist/cors.ts";

export const REFUSALS = {
  /** `Sec-GPC: 1`: the privacy notice says nothing is sent then, so nothing sent is kept. */
  privacy_signal: 403,
  /** Sent from another site's page (its `Origin`, or `Sec-Fetch-Site` without one). */
  cross_site: 403,
  rate_limited: 429,
  /** Today's rows have reached `RAW_ROWS_PER_DAY`. */
  daily_limit: 429,
  too_large: 413,
  /** Not JSON, or a field the beacon's rules refuse (`parseBeacon`). */
  bad_request: 400,
  /** A route that is not a page of the build. */
  unknown_route: 400,
  /** The database cannot take it now. */
  unavailable: 503,
} as const;
export type Refusal = keyof typeof REFUSALS;

/**
 * From another site: an `Origin` that is neither this host nor the build's own site (the pages may
 * be on a static host that sends beacons here), or, without `Origin`, a `Sec-Fetch-Site` other than
 * same-origin. A request with neither (curl, a server) is not a browser's, and has no site.
 */
function fromAnotherSite(request: FastifyRequest, siteOrigin: string) {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== siteOrigin && !isSameOrigin(request, origin);
  const site = request.headers["sec-fetch-site"];
  return site !== undefined && site !== "same-origin";
}

/** What the request's headers alone refuse it for, before its body is read. */
export function headerRefusal(request: FastifyRequest, siteOrigin: string): Refusal | null {
  if (refusesBySignal(request)) return "privacy_signal";
  if (fromAnotherSite(request, siteOrigin)) return "cross_site";
  return null;
}

/** Answers a refusal: its status and `{ error: reason }`, with `detail` (a field name) for a bad beacon. */
export function refuse(
  reply: FastifyReply,
  reason: Refusal,
  { detail, retryAfterSeconds }: { detail?: string; retryAfterSeconds?: number } = {},
) {
  if (retryAfterSeconds !== undefined) reply.header("Retry-After", String(retryAfterSeconds));
  return reply
    .code(REFUSALS[reason])
    .send(detail === undefined ? { error: reason } : { error: reason, field: detail });
}
