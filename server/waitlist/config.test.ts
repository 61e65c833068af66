import { describe, expect, it } from "vitest";
import { readWaitlistConfig } from "./config.ts";

describe("readWaitlistConfig", () => {
  it("has safe defaults", () => {
    expect(readWaitlistConfig({})).toEqual({
      databasePath: "./data/leads.sqlite",
      rateLimitPerMinute: 10,
      allowedOrigins: new Set(),
      forwardUrl: undefined,
      forwardMaxAttempts: 200,
      forwardMaxAgeMs: 72 * 60 * 60 * 1000,
      forwardTimeoutMs: 10_000,
      forwardSecret: undefined,
    });
  });

  it("reads every variable", () => {
    const config = readWaitlistConfig({
      DATABASE_PATH: "/var/lib/fabric/leads.sqlite",
      RATE_LIMIT_PER_MINUTE: "1000",
      ALLOWED_ORIGINS: "https://fabric.example/, https://www.fabric.example",
      WAITLIST_FORWARD_URL: "https://flows.fabric.example/webhook/fabric/website/request",
      WAITLIST_FORWARD_MAX_ATTEMPTS: "4",
      WAITLIST_FORWARD_MAX_AGE_HOURS: "24",
      WAITLIST_FORWARD_TIMEOUT_MS: "5000",
      WAITLIST_FORWARD_SECRET: "0123456789abcdef0123456789abcdef",
    });
    expect(config.rateLimitPerMinute).toBe(1000);
    expect([...config.allowedOrigins]).toEqual([
      "https://fabric.example",
      "https://www.fabric.example",
    ]);
    expect(config.forwardMaxAttempts).toBe(4);
    expect(config.forwardMaxAgeMs).toBe(24 * 60 * 60 * 1000);
    expect(config.forwardTimeoutMs).toBe(5000);
    expect(config.forwardSecret).toBe("0123456789abcdef0123456789abcdef");
  });

  it("refuses values that would silently disable a safeguard", () => {
    expect(() => readWaitlistConfig({ RATE_LIMIT_PER_MINUTE: "0" })).toThrow();
    expect(() => readWaitlistConfig({ RATE_LIMIT_PER_MINUTE: "lots" })).toThrow();
    expect(() => readWaitlistConfig({ WAITLIST_FORWARD_URL: "ftp://x" })).toThrow();
    expect(() => readWaitlistConfig({ WAITLIST_FORWARD_SECRET: "short" })).toThrow(/32/);
    expect(() => readWaitlistConfig({ WAITLIST_FORWARD_TIMEOUT_MS: "0" })).toThrow();
  });
});
