/**
 * Writes the site's web font, app/fonts/inter-latin-wght.woff2: Inter's variable weight axis (400–800) cut
 * down to the characters an English page uses (the fontsource Latin file is 48 KB; the budget is
 * 35 KB). Usage: npm run font:subset   (the output is committed)
 */
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { INTER_SOURCE } from "./inter-font.ts";

export const INTER_SUBSET = "app/fonts/inter-latin-wght.woff2";
const BUDGET_BYTES = 35 * 1024;

/** Printable ASCII, Latin-1, and the typographic punctuation and symbols copy uses. */
const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2032, 0x2033], // ′ ″
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x2212, 0x2212], // −
];

const text = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join("");

/** The weights the site sets (font-normal to font-extrabold), and the features browsers apply by default, plus tabular figures. */
const WEIGHTS = { min: 400, max: 800 };
const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum"];

const subset = await subsetFont(readFileSync(INTER_SOURCE), text, {
  targetFormat: "woff2",
  variationAxes: { wght: WEIGHTS },
  keepFeatures: FEATURES,
});
writeFileSync(INTER_SUBSET, subset);
console.log(`${INTER_SUBSET} ${(subset.length / 1024).toFixed(1)} KB`);
if (subset.length > BUDGET_BYTES) {
  console.error(`over the ${BUDGET_BYTES / 1024} KB budget`);
  process.exit(1);
}
