import type { FastifyReply, FastifyRequest } from "fastify";
import { isIPv6 } from "node:net";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Bucket = { tokens: number; at: number };

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
 * Buckets by client, at most `capacity`, in the order they were last stored: each store takes the
 * next slot of a ring, whose holder is the least recently stored. A Map alone would find that one by
 * iterating from its start, past every entry deleted there: slower with each one.
 */
function bucketRing(capacity: number) {
  const entries = new Map<string, { bucket: Bucket; slot: number }>();
  const ring: (string | undefined)[] = [];
  let next = 0;
  return {
    get: (key: string) => entries.get(key)?.bucket,
    delete: (key: string) => entries.delete(key),
    get size() {
      return entries.size;
    },
    /**
     * Stores `bucket` in the next slot, forgetting its holder if `mayForget` allows; if not, a key
     * already held keeps its slot with the new bucket, and a new one is refused (false).
     */
    set(key: string, bucket: Bucket, mayForget: (held: Bucket) => boolean) {
      const holder = ring[next];
      const held = holder === undefined ? undefined : entries.get(holder);
      if (holder !== key && held?.slot === next) {
        if (!mayForget(held.bucket)) {
          const own = entries.get(key);
          if (own) own.bucket = bucket;
          return own !== undefined;
        }
        entries.delete(holder!);
      }
      ring[next] = key;
      entries.set(key, { bucket, slot: next });
      next = (next + 1) % capacity;
      return true;
    },
  };
}

/**
 * A token bucket per client (`clientKey`): up to `perMinute` requests in a burst, refilled evenly
 * over a minute. Memory is bounded, and a spray of addresses can neither flush it nor crowd out
 * anyone: buckets live in two rings of at most `maxClients` each.
 * - `fresh`: buckets that have lost at most one request. Forgetting one gives a client back one
 *   request, no more, so the least recently seen makes room for any newcomer: a spray only churns
 *   its own kind.
 * - `kept`: buckets drawn down further (or spent, for a limit of one). The least recently seen is
 *   forgotten only once it has refilled, which loses nothing; it is the first to refill.
 * A client whose bucket should be kept while `kept` holds nothing refilled stays in `fresh` until
 * there is room: that takes `maxClients` clients, each drawn down within the last minute. Every
 * step is O(1): a scan of every client per new one stalled the server.
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
  const fresh = bucketRing(maxClients);
  const kept = bucketRing(maxClients);
  /** Below this many tokens, forgetting a bucket would give its client back more than a request. */
  const keepBelow = Math.max(perMinute - 1, 1);

  function level(bucket: Bucket, time: number) {
    return Math.min(perMinute, bucket.tokens + (time - bucket.at) * refillPerMs);
  }

  function remember(key: string, bucket: Bucket) {
    if (bucket.tokens < keepBelow) {
      if (kept.set(key, bucket, (held) => level(held, bucket.at) >= perMinute)) {
        fresh.delete(key);
        return;
      }
    } else kept.delete(key);
    fresh.set(key, bucket, () => true);
  }

  return {
    /** Counts one request from `address` (an IPv4 or IPv6 address). */
    take(address: string): RateLimitResult {
      const time = now();
      const key = clientKey(address);
      const bucket = kept.get(key) ?? fresh.get(key);
      const tokens = bucket ? level(bucket, time) : perMinute;
      if (tokens < 1) {
        remember(key, { tokens, at: time });
        return { allowed: false, retryAfterSeconds: Math.ceil((1 - tokens) / refillPerMs / 1000) };
      }
      remember(key, { tokens: tokens - 1, at: time });
      return { allowed: true };
    },
    get size() {
      return fresh.size + kept.size;
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
