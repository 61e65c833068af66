/**
 * The server's run-time variables (README "Configuration"), with safe defaults; a bad value stops the
 * server at start instead of silently weakening a safeguard.
 */
export type ServerConfig = {
  port: number;
  host: string;
  buildDir: string;
  /** Which proxies may set X-Forwarded-*: none, the nearest N hops, or these addresses / CIDR ranges. */
  trustProxy: false | number | string[];
  /** Request logs (method, path, status). Warnings and errors are always written. */
  logRequests: boolean;
  timeouts: ServerTimeouts;
  /** Open connections beyond this are refused, so a flood cannot exhaust file descriptors. */
  maxConnections: number;
  /** SIGTERM waits this long for requests in flight, then exits anyway. */
  shutdownTimeoutMs: number;
  /** Set, `/readyz` answers only requests with `Authorization: Bearer <token>`; others get 404. */
  readinessToken?: string;
  /** Set, `GET /metrics` answers scrapers with `Authorization: Bearer <token>`; unset, it does not exist. */
  metricsToken?: string;
};

export type ServerTimeouts = {
  /** The whole request, body included, must arrive within this. */
  requestMs: number;
  /** The request's headers must arrive within this. */
  headersMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
};

export const SERVER_DEFAULTS = {
  buildDir: "build",
  timeouts: { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000 },
  maxConnections: 1024,
  shutdownTimeoutMs: 10_000,
} as const;

export function positiveInt(value: string | undefined, fallback: number, name: string) {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a positive integer`);
  return parsed;
}

/**
 * `false` (default: the socket's address is the client), a hop count, or addresses. `true` is refused:
 * trusting every hop lets a client pick its own address in X-Forwarded-For and dodge the rate limit.
 */
export function parseTrustProxy(value: string | undefined): ServerConfig["trustProxy"] {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false") return false;
  if (text === "true") {
    throw new Error(
      "TRUST_PROXY=true trusts every hop; set the number of proxies in front (e.g. 1) or their addresses",
    );
  }
  if (/^\d+$/.test(text)) return positiveInt(text, 1, "TRUST_PROXY");
  const addresses = text
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  if (!addresses.every((address) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address))) {
    throw new Error("TRUST_PROXY must be false, a hop count, or comma-separated addresses/CIDRs");
  }
  return addresses;
}

/** A token short enough to guess would keep nothing off the public path. */
const MIN_TOKEN_LENGTH = 32;

/** An internal route's bearer token (`READYZ_TOKEN`, `METRICS_TOKEN`): unset, or long enough. */
function bearerToken(env: NodeJS.ProcessEnv, name: string) {
  const token = env[name]?.trim() ?? "";
  if (token === "") return undefined;
  if (token.length < MIN_TOKEN_LENGTH) {
    throw new Error(`${name} must be at least ${MIN_TOKEN_LENGTH} characters`);
  }
  return token;
}

export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const { timeouts } = SERVER_DEFAULTS;
  return {
    readinessToken: bearerToken(env, "READYZ_TOKEN"),
    metricsToken: bearerToken(env, "METRICS_TOKEN"),
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "localhost",
    buildDir: env.BUILD_DIR ?? SERVER_DEFAULTS.buildDir,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logRequests: env.LOG_REQUESTS !== "false",
    timeouts: {
      requestMs: positiveInt(env.REQUEST_TIMEOUT_MS, timeouts.requestMs, "REQUEST_TIMEOUT_MS"),
      headersMs: positiveInt(env.HEADERS_TIMEOUT_MS, timeouts.headersMs, "HEADERS_TIMEOUT_MS"),
      keepAliveMs: positiveInt(
        env.KEEP_ALIVE_TIMEOUT_MS,
        timeouts.keepAliveMs,
        "KEEP_ALIVE_TIMEOUT_MS",
      ),
    },
    maxConnections: positiveInt(
      env.MAX_CONNECTIONS,
      SERVER_DEFAULTS.maxConnections,
      "MAX_CONNECTIONS",
    ),
    shutdownTimeoutMs: positiveInt(
      env.SHUTDOWN_TIMEOUT_MS,
      SERVER_DEFAULTS.shutdownTimeoutMs,
      "SHUTDOWN_TIMEOUT_MS",
    ),
  };
}

/**
 * Settings the server starts with but that quietly weaken what it sends; main.ts logs each. The server
 * has no TLS of its own, so an https site reaches it through a proxy, and without TRUST_PROXY it
 * takes every request for plain http.
 */
export function configurationWarnings(siteUrl: string, trustProxy: ServerConfig["trustProxy"]) {
  if (new URL(siteUrl).protocol !== "https:" || trustProxy !== false) return [];
  return [
    "The build's SITE_URL is https but TRUST_PROXY is unset: requests through the TLS proxy look " +
      "like http, so no response carries HSTS and the consent cookie is not Secure. Set TRUST_PROXY " +
      "to the proxies in front (1 behind one).",
  ];
}

/* The CMS's GitHub sign-in (server/cms-auth.ts, docs/content-editing.md). */

export type CmsAuthConfig = {
  clientId: string;
  clientSecret: string;
  /** GitHub, or GitHub Enterprise Server's address. */
  githubUrl: string;
};

/** Both GitHub OAuth app values, or neither (then the sign-in routes do not exist). */
export function readCmsAuthConfig(env: NodeJS.ProcessEnv): CmsAuthConfig | undefined {
  const clientId = env.GITHUB_CLIENT_ID?.trim() ?? "";
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim() ?? "";
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    throw new Error("GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set together");
  }
  const githubUrl = env.GITHUB_URL?.trim() || "https://github.com";
  if (!URL.canParse(githubUrl) || new URL(githubUrl).protocol !== "https:") {
    throw new Error(`GITHUB_URL must be an https:// address; got "${githubUrl}"`);
  }
  return { clientId, clientSecret, githubUrl };
}
