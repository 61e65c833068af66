import { positiveInt } from "../config.ts";
import { VITALS_DEFAULTS } from "./plugin.ts";

/** `VITALS_RATE_LIMIT_PER_MINUTE`: beacons one client address may send a minute (a page view sends one). */
export function readVitalsConfig(env: NodeJS.ProcessEnv) {
  return {
    perMinute: positiveInt(
      env.VITALS_RATE_LIMIT_PER_MINUTE,
      VITALS_DEFAULTS.perMinute,
      "VITALS_RATE_LIMIT_PER_MINUTE",
    ),
  };
}
