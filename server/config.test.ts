import { describe, expect, it } from "vitest";
import {
  configurationWarnings,
  parseTrustProxy,
  readServerConfig,
  SERVER_DEFAULTS,
} from "./config.ts";

describe("readServerConfig", () => {
  it("has safe defaults: no proxy trusted, timeouts, a connection cap and a shutdown deadline", () => {
    expect(readServerConfig({})).toMatchObject({
      trustProxy: false,
      logRequests: true,
      timeouts: { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000 },
      maxConnections: 1024,
      shutdownTimeoutMs: 10_000,
    });
    expect(SERVER_DEFAULTS.shutdownTimeoutMs).toBe(10_000);
  });

  it("reads every variable", () => {
    const config = readServerConfig({
      TRUST_PROXY: "2",
      LOG_REQUESTS: "false",
      REQUEST_TIMEOUT_MS: "5000",
      HEADERS_TIMEOUT_MS: "2000",
      KEEP_ALIVE_TIMEOUT_MS: "1000",
      MAX_CONNECTIONS: "50",
      SHUTDOWN_TIMEOUT_MS: "3000",
    });
    expect(config).toMatchObject({
      trustProxy: 2,
      logRequests: false,
      timeouts: { requestMs: 5000, headersMs: 2000, keepAliveMs: 1000 },
      maxConnections: 50,
      shutdownTimeoutMs: 3000,
    });
  });
});

describe("the internal routes' tokens", () => {
  it("take READYZ_TOKEN and METRICS_TOKEN of 32 characters or more, and refuse shorter ones", () => {
    const long = "k".repeat(32);
    expect(readServerConfig({})).toMatchObject({
      readinessToken: undefined,
      metricsToken: undefined,
    });
    expect(readServerConfig({ READYZ_TOKEN: long, METRICS_TOKEN: ` ${long} ` })).toMatchObject({
      readinessToken: long,
      metricsToken: long,
    });
    expect(() => readServerConfig({ METRICS_TOKEN: "k".repeat(31) })).toThrow(
      "METRICS_TOKEN must be at least 32 characters",
    );
    expect(() => readServerConfig({ READYZ_TOKEN: "short" })).toThrow(/READYZ_TOKEN/);
  });
});

describe("parseTrustProxy", () => {
  it("takes nothing, a hop count, or addresses and ranges", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1, ::1")).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
    ]);
  });

  it("refuses to trust every hop, which would let a client choose its own address", () => {
    expect(() => parseTrustProxy("true")).toThrow(/hop count|addresses/);
    expect(() => parseTrustProxy("0")).toThrow();
    expect(() => parseTrustProxy("proxy.internal")).toThrow();
  });
});

describe("configurationWarnings", () => {
  it("warns when an https site would lose HSTS and Secure cookies for want of TRUST_PROXY", () => {
    expect(configurationWarnings("https://fabric.example", false)).toEqual([
      expect.stringMatching(/TRUST_PROXY is unset.*no response carries HSTS/),
    ]);
    expect(configurationWarnings("https://fabric.example", 1)).toEqual([]);
    expect(configurationWarnings("http://localhost:3000", false)).toEqual([]);
  });
});
