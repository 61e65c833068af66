/**
 * Brand type: Inter (the characters the copy uses, weights 400–800, `scripts/subset-inter.ts`), preloaded from the
 * head so that on a typical connection it is there before the first paint, and `optional`: where it
 * is not there within the browser's short block period (about 100 ms), the page keeps its
 * metric-matched fallback ("Inter Fallback" in `app.css`) for its whole life, so a slow connection
 * never sees a late swap re-lay out the page; the font is in the cache for the next page. Measured
 * in the README's "Performance".
 */
export const BRAND_FONT_FAMILY = "Inter";

/** The `@font-face` rule, kept out of the Tailwind stylesheet so the bundler has no URL to rewrite in it. */
export function brandFontFace(url: string) {
  return `@font-face{font-family:${BRAND_FONT_FAMILY};font-style:normal;font-weight:400 800;font-display:optional;src:url(${JSON.stringify(url)}) format("woff2")}`;
}
