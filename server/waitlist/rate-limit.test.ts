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

  it("forgets the client unseen for longest when the map is full", () => {
    let clock = 0;
    const limiter = createRateLimiter({ perMinute: 1, now: () => clock, maxClients: 2 });
    limiter.take("a");
    limiter.take("b");
    clock += 1000;
    limiter.take("c");
    expect(limiter.size).toBe(2);
    expect(limiter.take("b").allowed).toBe(false); // still remembered
    expect(limiter.take("a").allowed).toBe(true); // forgotten
  });

  it("takes bounded time per new client when the map is full", () => {
    // Every bucket is fresh (none full), the worst case for a cleanup that scans the map.
    const limiter = createRateLimiter({ perMinute: 10, now: () => 0, maxClients: 10_000 });
    for (let i = 0; i < 10_000; i++) limiter.take(`fill-${i}`);
    const started = performance.now();
    for (let i = 0; i < 20_000; i++) limiter.take(`spray-${i}`);
    // A scan per new client took 3.5 s for a quarter of these on an idle machine.
    expect(performance.now() - started).toBeLessThan(1500);
    expect(limiter.size).toBe(10_000);
  });
});
