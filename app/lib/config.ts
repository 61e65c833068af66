/** Build-time configuration, read the same way by the app (import.meta.env) and by build scripts (process.env). */
export type BuildEnv = Record<string, string | boolean | undefined>;

export const DEFAULT_SITE_URL = "http://localhost:3000";
export const WAITLIST_PATH = "/webhook/fabric/website/request";
/** Where a visit's Core Web Vitals go by default: this server's intake (`server/vitals/`). */
export const VITALS_PATH = "/api/vitals";

function text(value: string | boolean | undefined) {
  return typeof value === "string" ? value.trim() : "";
}

/** The theme a first visit gets: "system" (follow the OS) or "light", chosen per build. */
export const DEFAULT_THEMES = ["system", "light"] as const;
export type DefaultTheme = (typeof DEFAULT_THEMES)[number];

/** A typo must fail the build, not quietly ship the other theme. */
function defaultTheme(value: string): DefaultTheme {
  if (!value) return "system";
  const theme = DEFAULT_THEMES.find((candidate) => candidate === value);
  if (!theme) {
    throw new Error(
      `VITE_DEFAULT_THEME must be one of ${DEFAULT_THEMES.join(", ")}; got "${value}"`,
    );
  }
  return theme;
}

/**
 * The external Trust demo, when a build names one: an absolute http(s) address, or the build fails
 * (a typo must not ship a dead link). Unset, the site's own sample certificate stands in for it.
 */
function trustDemoUrl(value: string): string | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(`VITE_TRUST_DEMO_URL must be an absolute http(s) URL; got "${value}"`);
  }
  return url.href;
}

/** Hosts a build may name over plain http: this machine, where no one else can listen in. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The site's origin. A published site is HTTPS: an `http://` address for any other host would put
 * http links in the sitemap, the certificates' links and security.txt, so it fails the build.
 */
function siteUrl(value: string) {
  const url = (value || DEFAULT_SITE_URL).replace(/\/+$/, "");
  const parsed = URL.canParse(url) ? new URL(url) : null;
  const https = parsed?.protocol === "https:";
  if (
    !parsed ||
    (!https && !(parsed.protocol === "http:" && LOOPBACK_HOSTS.has(parsed.hostname)))
  ) {
    throw new Error(
      `SITE_URL must be an https:// URL (http:// only for localhost); got "${value}"`,
    );
  }
  return url;
}

/**
 * Where visits' Core Web Vitals are sent: our own intake, another address (a static host's), or
 * nowhere (`off`).
 */
function vitalsUrl(value: string) {
  if (value === "off") return "";
  if (!value) return VITALS_PATH;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(
      `VITE_VITALS_URL must be a path, an absolute http(s) URL or "off"; got "${value}"`,
    );
  }
  return url.href;
}

export function readConfig(env: BuildEnv) {
  return {
    siteUrl: siteUrl(text(env.SITE_URL)),
    waitlistUrl: text(env.VITE_WAITLIST_URL) || WAITLIST_PATH,
    defaultTheme: defaultTheme(text(env.VITE_DEFAULT_THEME)),
    trustDemoUrl: trustDemoUrl(text(env.VITE_TRUST_DEMO_URL)),
    vitalsUrl: vitalsUrl(text(env.VITE_VITALS_URL)),
    gaMeasurementIds: text(env.VITE_GA_MEASUREMENT_IDS)
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean),
  };
}

export const config = readConfig(import.meta.env ?? {});

/**
 * A path on the site as a full address. Here rather than beside the head tags (`seo.ts`): an island
 * that links to the site imports this alone, not the content the head tags read.
 */
export function absoluteUrl(path: string, siteUrl = config.siteUrl) {
  return `${siteUrl}${path === "/" ? "/" : path}`;
}
