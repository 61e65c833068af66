import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.ts";

describe("createRateLimiter", () => {
  it("allows a burst of perMinute, then refills evenly", () => {
    let clock = 0;
    const limiter = createRateLimiter({ perMinute: 3, now: () => clock });
    expect([1, 2, 3].map(() => limiter.take("a").allowed)).toEqual([true, true, true]);
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(limiter.take("b").allowed).toBe(true);
    clock += 20_000;
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
  });

  it("forgets idle clients when the map is full", () => {
    let clock = 0;
    const limiter = createRateLimiter({ perMinute: 1, now: () => clock, maxClients: 2 });
    limiter.take("a");
    limiter.take("b");
    clock += 60_000;
    limiter.take("c");
    expect(limiter.size).toBe(1);
  });
});
