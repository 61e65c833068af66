import { describe, expect, it } from "vitest";
import { readWaitlistConfig } from "./config.ts";

describe("readWaitlistConfig", () => {
  it("has safe defaults", () => {
    expect(readWaitlistConfig({})).toEqual({
      database: { kind: "sqlite", path: "./data/leads.sqlite" },
      rateLimitPerMinute: 10,
      allowedOrigins: new Set(),
      forwardUrl: undefined,
      forwardMaxAttempts: 200,
      forwardMaxAgeMs: 72 * 60 * 60 * 1000,
      forwardTimeoutMs: 10_000,
      forwardLeaseMs: 30_000,
      forwardSecret: undefined,
      // The privacy notice's 24 months.
      retentionDays: 730,
    });
    expect(readWaitlistConfig({ LEAD_RETENTION_DAYS: "365" }).retentionDays).toBe(365);
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

  it("reads PostgreSQL's address, pool and timeouts, with safe defaults", () => {
    const url = "postgres://fabric:secret@db.internal:5432/leads";
    expect(readWaitlistConfig({ DATABASE_URL: url }).database).toEqual({
      kind: "postgresql",
      url,
      poolSize: 10,
      connectTimeoutMs: 2000,
      statementTimeoutMs: 2000,
    });
    const config = readWaitlistConfig({
      DATABASE_URL: "postgresql://db.internal/leads",
      DATABASE_POOL_SIZE: "25",
      DATABASE_CONNECT_TIMEOUT_MS: "1000",
      DATABASE_STATEMENT_TIMEOUT_MS: "5000",
      WAITLIST_FORWARD_LEASE_MS: "60000",
    });
    expect(config.database).toMatchObject({
      poolSize: 25,
      connectTimeoutMs: 1000,
      statementTimeoutMs: 5000,
    });
    expect(config.forwardLeaseMs).toBe(60_000);
  });

  it("refuses a database setting that would lose leads or hang", () => {
    const url = "postgres://db.internal/leads";
    expect(() => readWaitlistConfig({ DATABASE_URL: "mysql://db/leads" })).toThrow(/postgres/);
    expect(() => readWaitlistConfig({ DATABASE_URL: "postgres://" })).toThrow(/postgres/);
    expect(() =>
      readWaitlistConfig({ DATABASE_URL: url, DATABASE_PATH: "./data/leads.sqlite" }),
    ).toThrow(/not both/);
    expect(() => readWaitlistConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: "0" })).toThrow();
    expect(() => readWaitlistConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: "500" })).toThrow(
      /at most 100/,
    );
    expect(() =>
      readWaitlistConfig({ DATABASE_URL: url, DATABASE_STATEMENT_TIMEOUT_MS: "never" }),
    ).toThrow();
    expect(() => readWaitlistConfig({ DATABASE_CONNECT_TIMEOUT_MS: "-1" })).toThrow();
    // A lease must outlast an attempt (10 s) and the write that records it (2 s).
    expect(() =>
      readWaitlistConfig({ DATABASE_URL: url, WAITLIST_FORWARD_LEASE_MS: "12000" }),
    ).toThrow(/WAITLIST_FORWARD_LEASE_MS/);
    expect(
      readWaitlistConfig({ DATABASE_URL: url, WAITLIST_FORWARD_LEASE_MS: "12001" }),
    ).toBeDefined();
  });
});
