/**
 * The brand face for a page without the site's stylesheet or scripts (`public/ldc/index.html`):
 * its `%BRAND_FONT_URL%` becomes the built Inter file's address, and `/* %BRAND_FALLBACK_FACES% *\/`
 * the site's metric-matched fallback faces, taken from `app/styles/app.css` so they are set once.
 */
export const BRAND_FONT_URL = "%BRAND_FONT_URL%";
export const BRAND_FALLBACK_FACES = "/* %BRAND_FALLBACK_FACES% */";

/** The `@font-face` rules of "Inter Fallback" in the site's stylesheet. */
export function fallbackFaces(css: string) {
  const faces = css.match(/@font-face\s*\{[^}]*"Inter Fallback"[^}]*\}/g) ?? [];
  if (faces.length === 0)
    throw new Error('brand faces: no "Inter Fallback" face in the stylesheet');
  return faces.join("\n");
}

/** The page with the built font's address and the fallback faces in place of their markers. */
export function withBrandFaces(html: string, fontUrl: string, css: string) {
  if (!html.includes(BRAND_FALLBACK_FACES)) return html;
  return html.replace(BRAND_FALLBACK_FACES, fallbackFaces(css)).replaceAll(BRAND_FONT_URL, fontUrl);
}
