import type { z } from "zod";
import type { partnerSchema } from "./data-schemas";
import { parseDataFile, partnersSchema } from "./data-schemas";
import data from "./data/partners.json" with { type: "json" };

/**
 * The partner strip's wordmarks, edited in `data/partners.json` (or the CMS). The nine there are
 * fictional placeholder companies drawn for this site (`npm run launch:check` lists them); replace
 * them with real partners' approved logos before launch. Marks are SVG path data on a 24 × 24 grid; `width` is the
 * wordmark's width at 18 px, and the text is pinned to it, so it fits its box exactly in whatever
 * typeface the visitor's system provides. `lead` is set in the main weight, `tail` lighter;
 * `tracking` is letter spacing in em.
 */
export type Partner = z.infer<typeof partnerSchema>;

export const partners: readonly Partner[] = parseDataFile(
  "partners",
  partnersSchema,
  data,
).partners;
