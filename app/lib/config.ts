/** Build-time configuration, read the same way by the app (import.meta.env) and by build scripts (process.env). */
export type BuildEnv = Record<string, string | boolean | undefined>;

export const DEFAULT_SITE_URL = "http://localhost:3000";
export const WAITLIST_PATH = "/webhook/fabric/website/request";

function text(value: string | boolean | undefined) {
  return typeof value === "string" ? value.trim() : "";
}

export function readConfig(env: BuildEnv) {
  return {
    siteUrl: (text(env.SITE_URL) || DEFAULT_SITE_URL).replace(/\/+$/, ""),
    waitlistUrl: text(env.VITE_WAITLIST_URL) || WAITLIST_PATH,
    gaMeasurementIds: text(env.VITE_GA_MEASUREMENT_IDS)
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean),
  };
}

export const config = readConfig(import.meta.env ?? {});
