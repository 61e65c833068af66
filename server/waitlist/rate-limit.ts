export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A token bucket per client: up to `perMinute` requests in a burst, refilled evenly over a minute.
 * Memory stays bounded: full buckets carry no information and are dropped when the map grows.
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
  const buckets = new Map<string, { tokens: number; at: number }>();

  function level(bucket: { tokens: number; at: number }, time: number) {
    return Math.min(perMinute, bucket.tokens + (time - bucket.at) * refillPerMs);
  }

  function prune(time: number) {
    for (const [key, bucket] of buckets) {
      if (level(bucket, time) >= perMinute) buckets.delete(key);
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
      if (!bucket && buckets.size >= maxClients) prune(time);
      buckets.set(client, { tokens: tokens - 1, at: time });
      return { allowed: true };
    },
    get size() {
      return buckets.size;
    },
  };
}
