import type { z } from "zod";
import type { partnerSchema } from "./data-schemas";
import { parseDataFile, partnersSchema } from "./data-schemas";
import data from "./data/partners.json" with { type: "json" };

/**
 * The partner strip's logos, edited in `data/partners.json` (or the CMS): each company's name and
 * its logo file under public/images/partners/. The nine there are fictional placeholder companies
 * drawn for this site (`npm run partners:render`; `npm run launch:check` lists them): replace them
 * with real partners' approved logo files before launch.
 */
export type Partner = z.infer<typeof partnerSchema>;

export const partners: readonly Partner[] = parseDataFile(
  "partners",
  partnersSchema,
  data,
).partners;
