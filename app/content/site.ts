import { parseDataFile, siteSchema } from "./data-schemas";
import data from "./data/site.json" with { type: "json" };
import { locations } from "./locations";

/**
 * One place for the company's configuration, edited in `data/site.json` (or the CMS): every
 * placeholder there is listed by `npm run launch:check`.
 */
export const site = parseDataFile("site", siteSchema, data);

if (!locations.some((office) => office.city === site.headquarters && !office.comingSoon)) {
  throw new Error(
    `app/content/data/site.json is not valid:\n  headquarters: "${site.headquarters}" is not an open office of data/locations.json`,
  );
}
