import type { FastifyReply, FastifyRequest } from "fastify";
import { isIPv6 } from "node:net";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Bucket = { tokens: number; at: number };

/** Clients that find the memory full share this bucket: it cannot be an address. */
const OVERFLOW = "overflow";

/**
 * Whom a request is counted against: its IPv4 address, or the /64 of its IPv6 address, since one
 * subscriber usually holds a whole /64 (2^64 addresses). An IPv4 address written as IPv6
 * (`::ffff:192.0.2.1`) counts as itself.
 */
export function clientKey(address: string) {
  const plain = address.split("%")[0]!.toLowerCase();
  if (!isIPv6(plain)) return plain;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1]!;
  const groups = (part: string | undefined) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const [head, tail] = plain.split("::");
  const left = groups(head);
  const right = groups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  const prefix = [...left, ...zeros, ...right].slice(0, 4);
  return `${prefix.map((group) => parseInt(group, 16).toString(16)).join(":")}::/64`;
}

/**
 * A token bucket per client (`clientKey`): up to `perMinute` requests in a burst, refilled evenly
 * over a minute. Memory is bounded, and a spray of addresses cannot flush it: the map is kept in
 * least-recently-seen order, and when it is full its oldest bucket is forgotten only once it has
 * refilled (forgetting a full bucket loses nothing). While every bucket still counts, new clients
 * share one overflow bucket, so a spray limits itself instead of freeing the clients it wants
 * forgotten. Each step is O(1): a scan of every client per new one stalled the server.
 */
export function createRateLimiter({
  perMinute,
  now = Date.now,
  maxClients = 10_000,
}: {
  perMinute: number;
  now?: () => number;
  maxClients?: number;
}) {
  const refillPerMs = perMinute / 60_000;
  const buckets = new Map<string, Bucket>();

  function level(bucket: Bucket, time: number) {
    return Math.min(perMinute, bucket.tokens + (time - bucket.at) * refillPerMs);
  }

  /** The key this client's requests are counted under: its own, or the overflow when memory is full. */
  function keyFor(client: string, time: number) {
    if (buckets.has(client) || buckets.size < maxClients) return client;
    const [oldest, bucket] = buckets.entries().next().value as [string, Bucket];
    if (level(bucket, time) < perMinute) return OVERFLOW;
    buckets.delete(oldest);
    return client;
  }

  return {
    /** Counts one request from `address` (an IPv4 or IPv6 address). */
    take(address: string): RateLimitResult {
      const time = now();
      const key = keyFor(clientKey(address), time);
      const bucket = buckets.get(key);
      const tokens = bucket ? level(bucket, time) : perMinute;
      if (tokens < 1) {
        return { allowed: false, retryAfterSeconds: Math.ceil((1 - tokens) / refillPerMs / 1000) };
      }
      buckets.delete(key);
      buckets.set(key, { tokens: tokens - 1, at: time });
      return { allowed: true };
    },
    get size() {
      return buckets.size;
    },
  };
}

/**
 * Counts a request against its client's bucket; once the bucket is spent, answers 429 with
 * `Retry-After` and returns the reply, so a hook returns it and the route never runs.
 */
export function refuseOverLimit(
  limiter: ReturnType<typeof createRateLimiter>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const limit = limiter.take(request.ip);
  if (limit.allowed) return undefined;
  return reply
    .code(429)
    .header("Retry-After", String(limit.retryAfterSeconds))
    .send({ error: "rate_limited" });
}
