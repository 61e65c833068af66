import { describe, expect, it } from "vitest";
import { clientKey, createRateLimiter } from "./rate-limit.ts";

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

  it("counts an IPv6 client by its /64, and an IPv4 address written as IPv6 as itself", () => {
    expect(clientKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0DB8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientKey("192.0.2.1")).toBe("192.0.2.1");
    const limiter = createRateLimiter({ perMinute: 1, now: () => 0 });
    expect(limiter.take("2001:db8:1:2::1").allowed).toBe(true);
    expect(limiter.take("2001:db8:1:2:dead:beef:0:7").allowed).toBe(false);
    expect(limiter.take("2001:db8:1:3::1").allowed).toBe(true);
  });

  it("cannot be flushed: a spray of addresses leaves a limited client limited", () => {
    let clock = 0;
    const limiter = createRateLimiter({ perMinute: 1, now: () => clock, maxClients: 100 });
    expect(limiter.take("192.0.2.1").allowed).toBe(true);
    for (let i = 0; i < 10_000; i++) {
      clock += 1;
      limiter.take(`2001:db8:${i.toString(16)}::1`);
    }
    expect(limiter.take("192.0.2.1").allowed).toBe(false);
    // The spray shares one bucket once memory is full, so it is limited too.
    expect(limiter.take("2001:db8:ffff::1").allowed).toBe(false);
    expect(limiter.size).toBeLessThanOrEqual(101);
  });

  it("forgets a client once its bucket has refilled, to make room for a new one", () => {
    let clock = 0;
    const limiter = createRateLimiter({ perMinute: 1, now: () => clock, maxClients: 2 });
    limiter.take("192.0.2.1");
    limiter.take("192.0.2.2");
    clock += 60_000;
    expect(limiter.take("192.0.2.3").allowed).toBe(true);
    expect(limiter.take("192.0.2.4").allowed).toBe(true);
    expect(limiter.size).toBe(2);
    expect(limiter.take("192.0.2.3").allowed).toBe(false);
  });

  it("takes bounded time per new client when the map is full", () => {
    // Every bucket is fresh (none full), the worst case for a cleanup that scans the map.
    const limiter = createRateLimiter({ perMinute: 10, now: () => 0, maxClients: 10_000 });
    for (let i = 0; i < 10_000; i++) limiter.take(`fill-${i}`);
    const started = performance.now();
    for (let i = 0; i < 20_000; i++) limiter.take(`spray-${i}`);
    // A scan per new client took 3.5 s for a quarter of these on an idle machine.
    expect(performance.now() - started).toBeLessThan(1500);
    // The clients remembered, and the one bucket the spray shares.
    expect(limiter.size).toBe(10_001);
  });
});
