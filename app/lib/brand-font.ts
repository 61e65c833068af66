/**
 * Brand type: Inter (the characters the copy uses, weights 400–800, `scripts/render/subset-inter.ts`).
 * The head script (`first-paint.ts`) adds it to the page, never before the first paint of a visit:
 * - On a visit's first page (no referrer from this site) the font is fetched once the first
 *   contentful paint is on screen, so it never competes with the page for the first round trips
 *   nor holds its first paint, and the face's module (`app/entry.font.ts`) is imported beside it,
 *   which swaps the face in whenever the file arrives, holding what is on screen in place
 *   (`app/lib/font-swap.ts`). The page paints first in its fallback ("Inter Fallback" in
 *   `app.css`), matched to Inter's widths and line metrics.
 * - On the pages after it, the face is there from the start with `font-display: optional`: taken
 *   from the cache before the first paint, or, where it is not there within the browser's short
 *   wait, the page keeps its fallback for good. Measured in docs/performance.md.
 */
export const BRAND_FONT_FAMILY = "Inter";

/**
 * The most a page's layout may shift when the brand face swaps in on a visit's first page: what a
 * visitor does not notice (a "good" CLS is 0.1; the fallback is matched to Inter's metrics,
 * `app.css`). The browser tests hold every route to it, and so does the benchmark's CLS budget.
 */
export const MAX_SWAP_SHIFT = 0.005;

/** Stands for the face's module URL (`app/entry.font.ts`) until the build knows its name. */
export const FONT_SWAP_ENTRY_URL = "%FONT_SWAP_ENTRY_URL%";

/** `swap`: the face's module URL, or "" where a first page keeps its fallback (development). */
export type BrandFont = { family: string; url: string; weight: string; swap: string };

/** The brand font as the head script takes it. */
export const brandFont = (url: string, swap = ""): BrandFont => ({
  family: BRAND_FONT_FAMILY,
  url,
  weight: "400 800",
  swap,
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
  // Fetched for the pages after this one as well: the face's module adds its own face of the same
  // file, the same download, to this page; a module that fails to load (offline, blocked) leaves
  // the page in its fallback.
  afterFirstPaint(() => {
    void face()
      .load()
      .catch(() => undefined);
    if (font.swap) void import(font.swap).catch(() => undefined);
  });
}
