/**
 * Writes the site's web font, app/fonts/inter-latin-wght.woff2: Inter's variable weight axis (400–800) cut
 * down to the characters the site's copy uses (`INTER_SUBSET_RANGES`; the fontsource Latin file is
 * 48 KB, the budget is 16 KB). Usage: npm run font:subset   (the output is committed)
 */
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { INTER_SOURCE, INTER_SUBSET_FEATURES, INTER_SUBSET_RANGES } from "../build/inter-font.ts";

export const INTER_SUBSET = "app/fonts/inter-latin-wght.woff2";
const BUDGET_BYTES = 16 * 1024;

const text = INTER_SUBSET_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join("");

/** The weights the site sets (font-normal to font-extrabold). */
const WEIGHTS = { min: 400, max: 800 };

const subset = await subsetFont(readFileSync(INTER_SOURCE), text, {
  targetFormat: "woff2",
  variationAxes: { wght: WEIGHTS },
  keepFeatures: INTER_SUBSET_FEATURES,
});
writeFileSync(INTER_SUBSET, subset);
console.log(`${INTER_SUBSET} ${(subset.length / 1024).toFixed(1)} KB`);
if (subset.length > BUDGET_BYTES) {
  console.error(`over the ${BUDGET_BYTES / 1024} KB budget`);
  process.exit(1);
}
