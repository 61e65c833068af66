export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Bucket = { tokens: number; at: number };

/**
 * A token bucket per client: up to `perMinute` requests in a burst, refilled evenly over a minute.
 * Memory and time stay bounded: the map is kept in least-recently-seen order, so when it is full the
 * client unseen for longest is forgotten in O(1) (a scan of every client per new one stalled the server
 * under a spray of addresses).
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

  function remember(client: string, bucket: Bucket) {
    buckets.delete(client);
    buckets.set(client, bucket);
    if (buckets.size > maxClients) {
      const oldest = buckets.keys().next().value;
      if (oldest !== undefined) buckets.delete(oldest);
    }
  }

  return {
    take(client: string): RateLimitResult {
      const time = now();
      const bucket = buckets.get(client);
      const tokens = bucket ? level(bucket, time) : perMinute;
      if (tokens < 1) {
        return { allowed: false, retryAfterSeconds: Math.ceil((1 - tokens) / refillPerMs / 1000) };
      }
      remember(client, { tokens: tokens - 1, at: time });
      return { allowed: true };
    },
    get size() {
      return buckets.size;
    },
  };
}
