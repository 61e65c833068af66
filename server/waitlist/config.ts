import { positiveInt } from "../config.ts";
import { parseOrigins } from "./cors.ts";
import { FORWARD_DEFAULTS } from "./forwarder.ts";

export type WaitlistConfig = {
  databasePath: string;
  rateLimitPerMinute: number;
  allowedOrigins: ReadonlySet<string>;
  forwardUrl?: string;
  forwardMaxAttempts: number;
  forwardMaxAgeMs: number;
  forwardTimeoutMs: number;
  /** Signs deliveries with HMAC-SHA256 when set (README "Waitlist leads" shows the check). */
  forwardSecret?: string;
};

export const DEFAULT_DATABASE_PATH = "./data/leads.sqlite";

const HOUR_MS = 60 * 60 * 1000;
/** Short secrets can be guessed offline from one signed body. */
const MIN_SECRET_LENGTH = 32;

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
  return {
    databasePath: env.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH,
    rateLimitPerMinute: positiveInt(env.RATE_LIMIT_PER_MINUTE, 10, "RATE_LIMIT_PER_MINUTE"),
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    forwardUrl,
    forwardMaxAttempts: positiveInt(
      env.WAITLIST_FORWARD_MAX_ATTEMPTS,
      FORWARD_DEFAULTS.maxAttempts,
      "WAITLIST_FORWARD_MAX_ATTEMPTS",
    ),
    forwardMaxAgeMs:
      positiveInt(
        env.WAITLIST_FORWARD_MAX_AGE_HOURS,
        FORWARD_DEFAULTS.maxAgeMs / HOUR_MS,
        "WAITLIST_FORWARD_MAX_AGE_HOURS",
      ) * HOUR_MS,
    forwardTimeoutMs: positiveInt(
      env.WAITLIST_FORWARD_TIMEOUT_MS,
      FORWARD_DEFAULTS.timeoutMs,
      "WAITLIST_FORWARD_TIMEOUT_MS",
    ),
    forwardSecret,
  };
}
