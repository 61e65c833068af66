import { readFileSync } from "node:fs";

/** Inter's Latin variable font (weights 100–900), as @fontsource-variable/inter ships it. */
export const INTER_SOURCE =
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

/** Inter embedded as a data URL, so build-time renders of brand and product images need no network. */
export function interFontFace() {
  const font = readFileSync(INTER_SOURCE).toString("base64");
  return `<style>@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${font}) format("woff2")}</style>`;
}
