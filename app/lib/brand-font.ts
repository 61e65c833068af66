/**
 * Brand type: Inter (the characters the copy uses, weights 400–800, `scripts/subset-inter.ts`).
 * The head script (`first-paint.ts`) adds it to the page, never before the first paint of a visit:
 * - On a visit's first page (no referrer from this site) the font is fetched once the first
 *   contentful paint is on screen, so it never competes with the page for the first round trips
 *   nor holds its first paint. Where it arrives within `BRAND_FONT_SWAP_MS` of that paint (a fast
 *   connection), the page takes it, unless its address names an element it has scrolled to; the
 *   fallback is metric-matched ("Inter Fallback" in `app.css`), so little moves. Later than that, the page keeps its fallback, with no late swap, and the font
 *   waits in the cache.
 * - On the pages after it, the face is there from the start with `font-display: optional`: taken
 *   from the cache before the first paint, or, where it is not there within the browser's short
 *   wait, the page keeps its fallback for good. Measured in docs/performance.md.
 */
export const BRAND_FONT_FAMILY = "Inter";

/** How long after a visit's first paint its first page may still take the brand face. */
export const BRAND_FONT_SWAP_MS = 300;

export type BrandFont = { family: string; url: string; weight: string; swapWithinMs: number };

/** The brand font as the head script takes it. */
export const brandFont = (url: string): BrandFont => ({
  family: BRAND_FONT_FAMILY,
  url,
  weight: "400 800",
  swapWithinMs: BRAND_FONT_SWAP_MS,
});

/** Adds the brand face to the page (see above); `afterFirstPaint` is the head script's. */
export function addBrandFont(
  doc: Document,
  font: BrandFont,
  afterFirstPaint: (run: () => void) => void,
) {
  const win = doc.defaultView as Window & typeof globalThis;
  const face = (display: FontDisplay) =>
    new win.FontFace(font.family, `url(${font.url})`, { weight: font.weight, display });
  // A page reached from one of this site's: the visit's first page has fetched the font.
  if (doc.referrer.startsWith(win.location.origin + "/")) {
    doc.fonts.add(face("optional"));
    return;
  }
  afterFirstPaint(() => {
    const deadline = win.performance.now() + font.swapWithinMs;
    const late = face("swap");
    late.load().then(
      // Not at an address naming an element: the browser has scrolled to it in the fallback, and
      // a line set otherwise above it would move it from under the header.
      () => win.performance.now() <= deadline && !win.location.hash && doc.fonts.add(late),
      // A font that fails to load leaves the page in its fallback.
      () => undefined,
    );
  });
}
