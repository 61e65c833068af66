/**
 * Brand type: Inter (the characters the copy uses, weights 400–800, `scripts/subset-inter.ts`).
 * The head script (`first-paint.ts`) adds it to the page, never before the first paint of a visit:
 * - On a visit's first page (no referrer from this site) the font is fetched once the first
 *   contentful paint is on screen, so it never competes with the page for the first round trips
 *   nor holds its first paint, and it waits in the cache: that page stays in its fallback
 *   ("Inter Fallback" in `app.css`). Taking the font there when it came fast moved lines on some
 *   pages (a layout shift of 0.0006 on `/verify/demo`, an element arrived at by its fragment 28 px).
 * - On the pages after it, the face is there from the start with `font-display: optional`: taken
 *   from the cache before the first paint, or, where it is not there within the browser's short
 *   wait, the page keeps its fallback for good. Measured in docs/performance.md.
 */
export const BRAND_FONT_FAMILY = "Inter";

export type BrandFont = { family: string; url: string; weight: string };

/** The brand font as the head script takes it. */
export const brandFont = (url: string): BrandFont => ({
  family: BRAND_FONT_FAMILY,
  url,
  weight: "400 800",
});

/** Adds the brand face to the page (see above); `afterFirstPaint` is the head script's. */
export function addBrandFont(
  doc: Document,
  font: BrandFont,
  afterFirstPaint: (run: () => void) => void,
) {
  const win = doc.defaultView as Window & typeof globalThis;
  const face = () =>
    new win.FontFace(font.family, `url(${font.url})`, { weight: font.weight, display: "optional" });
  // A page reached from one of this site's: the visit's first page has fetched the font.
  if (doc.referrer.startsWith(win.location.origin + "/")) {
    doc.fonts.add(face());
    return;
  }
  // Fetched for the pages after this one; a face never added leaves this page as it is.
  afterFirstPaint(
    () =>
      void face()
        .load()
        .catch(() => undefined),
  );
}
