import { readFileSync } from "node:fs";

/** Inter's Latin variable font (weights 100–900), as @fontsource-variable/inter ships it. */
export const INTER_SOURCE =
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

/** Inter embedded as a data URL, so build-time renders of brand and product images need no network. */
export function interFontFace() {
  const font = readFileSync(INTER_SOURCE).toString("base64");
  return `<style>@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${font}) format("woff2")}</style>`;
}

/**
 * The characters the site's subset of Inter keeps: printable ASCII and the few typographic marks
 * the copy uses. A character outside them falls back to the system face, glyph by glyph; a unit
 * test keeps the site's copy inside them. Every glyph left out shortens the download a first visit
 * waits for (26.7 KB with Latin-1 and arrows, 15.0 KB like this).
 */
export const INTER_SUBSET_RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xb7, 0xb7], // ·
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2192, 0x2192], // →
];

/** Kerning, and tabular figures for the live count; browsers' other defaults change nothing in this subset. */
export const INTER_SUBSET_FEATURES = ["kern", "tnum"];

export function inSubset(character: string) {
  const code = character.codePointAt(0)!;
  return INTER_SUBSET_RANGES.some(([from, to]) => code >= from && code <= to);
}
