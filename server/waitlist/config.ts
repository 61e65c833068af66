import { parseOrigins } from "./cors.ts";

export type WaitlistConfig = {
  databasePath: string;
  rateLimitPerMinute: number;
  allowedOrigins: ReadonlySet<string>;
  forwardUrl?: string;
  forwardMaxAttempts: number;
};

export const DEFAULT_DATABASE_PATH = "./data/leads.sqlite";

function positiveInt(value: string | undefined, fallback: number, name: string) {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a positive integer`);
  return parsed;
}

/** The receiver's run-time variables (README "Configuration"); a bad value stops the server at start. */
export function readWaitlistConfig(env: NodeJS.ProcessEnv): WaitlistConfig {
  const forwardUrl = env.WAITLIST_FORWARD_URL?.trim() || undefined;
  if (forwardUrl && !/^https?:\/\//.test(forwardUrl)) {
    throw new Error("WAITLIST_FORWARD_URL must be an http(s) URL");
  }
  return {
    databasePath: env.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH,
    rateLimitPerMinute: positiveInt(env.RATE_LIMIT_PER_MINUTE, 10, "RATE_LIMIT_PER_MINUTE"),
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    forwardUrl,
    forwardMaxAttempts: positiveInt(
      env.WAITLIST_FORWARD_MAX_ATTEMPTS,
      10,
      "WAITLIST_FORWARD_MAX_ATTEMPTS",
    ),
  };
}
