import { positiveInt } from "../config.ts";
import { parseOrigins } from "./cors.ts";
import { FORWARD_DEFAULTS } from "./forwarder.ts";
import { POSTGRES_DEFAULTS } from "./postgres-client.ts";
import { DEFAULT_RETENTION_DAYS } from "./retention.ts";
import type { DatabaseTarget } from "./store.ts";

export type WaitlistConfig = {
  database: DatabaseTarget;
  rateLimitPerMinute: number;
  allowedOrigins: ReadonlySet<string>;
  forwardUrl?: string;
  forwardMaxAttempts: number;
  forwardMaxAgeMs: number;
  forwardTimeoutMs: number;
  forwardLeaseMs: number;
  /** Signs deliveries with HMAC-SHA256 when set (docs/lead-pipeline.md shows the check). */
  forwardSecret?: string;
  /** Leads whose address has had no request for this long are erased (retention.ts). */
  retentionDays: number;
};

export const DEFAULT_DATABASE_PATH = "./data/leads.sqlite";

const HOUR_MS = 60 * 60 * 1000;
/** Short secrets can be guessed offline from one signed body. */
const MIN_SECRET_LENGTH = 32;
/** A whole-number variable that must be positive when set. */
const setting = (env: NodeJS.ProcessEnv, name: string, fallback: number) =>
  positiveInt(env[name], fallback, name);

/** PostgreSQL allows 100 connections by default: a bigger pool on one instance would starve the others. */
const MAX_POOL_SIZE = 100;

/**
 * `DATABASE_URL` (postgres://…) for a PostgreSQL database shared by every instance, else the SQLite
 * file at `DATABASE_PATH`. Read by the server and the CLI alike.
 */
export function readDatabaseTarget(env: NodeJS.ProcessEnv): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  const poolSize = setting(env, "DATABASE_POOL_SIZE", POSTGRES_DEFAULTS.poolSize);
  if (poolSize > MAX_POOL_SIZE) {
    throw new Error(`DATABASE_POOL_SIZE must be at most ${MAX_POOL_SIZE}`);
  }
  const connectTimeoutMs = setting(
    env,
    "DATABASE_CONNECT_TIMEOUT_MS",
    POSTGRES_DEFAULTS.connectTimeoutMs,
  );
  const statementTimeoutMs = setting(
    env,
    "DATABASE_STATEMENT_TIMEOUT_MS",
    POSTGRES_DEFAULTS.statementTimeoutMs,
  );
  if (!url) return { kind: "sqlite", path: env.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH };
  if (env.DATABASE_PATH?.trim()) {
    throw new Error(
      "Set DATABASE_URL or DATABASE_PATH, not both: leads would go to one of them only",
    );
  }
  if (!/^postgres(ql)?:\/\/[^/]/.test(url) || !URL.canParse(url)) {
    throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL");
  }
  return { kind: "postgresql", url, poolSize, connectTimeoutMs, statementTimeoutMs };
}

/** The receiver's run-time variables (README "Configuration"); a bad value stops the server at start. */
export function readWaitlistConfig(env: NodeJS.ProcessEnv): WaitlistConfig {
  const forwardUrl = env.WAITLIST_FORWARD_URL?.trim() || undefined;
  if (forwardUrl && !/^https?:\/\//.test(forwardUrl)) {
    throw new Error("WAITLIST_FORWARD_URL must be an http(s) URL");
  }
  const forwardSecret = env.WAITLIST_FORWARD_SECRET?.trim() || undefined;
  if (forwardSecret && forwardSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`WAITLIST_FORWARD_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  const database = readDatabaseTarget(env);
  const forwardTimeoutMs = setting(env, "WAITLIST_FORWARD_TIMEOUT_MS", FORWARD_DEFAULTS.timeoutMs);
  const forwardLeaseMs = setting(env, "WAITLIST_FORWARD_LEASE_MS", FORWARD_DEFAULTS.leaseMs);
  // A lease that ran out while its attempt was still going would let a second instance send the lead.
  const attemptMs =
    forwardTimeoutMs + (database.kind === "postgresql" ? (database.statementTimeoutMs ?? 0) : 0);
  if (forwardLeaseMs <= attemptMs) {
    throw new Error(
      `WAITLIST_FORWARD_LEASE_MS must exceed an attempt and its record (${attemptMs} ms: WAITLIST_FORWARD_TIMEOUT_MS, plus DATABASE_STATEMENT_TIMEOUT_MS with PostgreSQL)`,
    );
  }
  return {
    database,
    rateLimitPerMinute: setting(env, "RATE_LIMIT_PER_MINUTE", 10),
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    forwardUrl,
    forwardMaxAttempts: setting(env, "WAITLIST_FORWARD_MAX_ATTEMPTS", FORWARD_DEFAULTS.maxAttempts),
    forwardMaxAgeMs:
      setting(env, "WAITLIST_FORWARD_MAX_AGE_HOURS", FORWARD_DEFAULTS.maxAgeMs / HOUR_MS) * HOUR_MS,
    forwardTimeoutMs,
    forwardLeaseMs,
    forwardSecret,
    retentionDays: setting(env, "LEAD_RETENTION_DAYS", DEFAULT_RETENTION_DAYS),
  };
}
