import type { z } from "zod";
import type { locationSchema } from "./data-schemas";
import { locationsSchema, parseDataFile } from "./data-schemas";
import data from "./data/locations.json" with { type: "json" };

/**
 * Offices for /about, edited in `data/locations.json` (or the CMS). Street addresses are
 * placeholders (`npm run launch:check`). `address` ends with the country; it is empty while the
 * office is not open yet (then the country is shown).
 */
export type Location = z.infer<typeof locationSchema>;

export const locations: readonly Location[] = parseDataFile(
  "locations",
  locationsSchema,
  data,
).locations;

export const COMING_SOON_LABEL = "Coming soon";
