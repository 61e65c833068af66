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
    expect(limiter.size).toBeLessThanOrEqual(200);
  });

  it("cannot be flushed by a spray of addresses that each spend their own bucket", () => {
    let clock = 0;
    const limiter = createRateLimiter({ perMinute: 5, now: () => clock, maxClients: 100 });
    for (let n = 0; n < 5; n++) limiter.take("192.0.2.1");
    for (let i = 0; i < 12_000; i++) {
      clock += 0.1;
      for (let n = 0; n < 6; n++) limiter.take(`2001:db8:${i.toString(16)}::1`);
    }
    expect(limiter.take("192.0.2.1").allowed).toBe(false);
    expect(limiter.size).toBeLessThanOrEqual(200);
  });

  it.each([
    ["one request each", 1],
    ["each spending its bucket", 6],
  ])(
    "keeps serving new clients their own bucket after a spray of 12,000 /64s, %s",
    (_, requests) => {
      let clock = 0;
      const limiter = createRateLimiter({ perMinute: 5, now: () => clock, maxClients: 100 });
      for (let i = 0; i < 12_000; i++) {
        clock += 1;
        for (let n = 0; n < requests; n++) limiter.take(`2001:db8:${i.toString(16)}::1`);
      }
      for (const client of ["192.0.2.7", "2001:db8:beef:1::1", "198.51.100.3"]) {
        const burst = [1, 2, 3, 4, 5].map(() => limiter.take(client).allowed);
        expect(burst, client).toEqual([true, true, true, true, true]);
        expect(limiter.take(client).allowed, client).toBe(false);
      }
      expect(limiter.size).toBeLessThanOrEqual(200);
    },
  );

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
    // Each has lost one request: the newest 10,000 are remembered.
    expect(limiter.size).toBe(10_000);
  });
});
