/**
 * Brand type: Inter (the characters the copy uses, weights 400–800, `scripts/subset-inter.ts`).
 * The head script (`first-paint.ts`) adds it to the page, never before the first paint of a visit:
 * - On a visit's first page (no referrer from this site) the font is fetched once the first
 *   contentful paint is on screen, so it never competes with the page for the first round trips
 *   nor holds its first paint. Where it arrives within `BRAND_FONT_SWAP_MS` of that paint (a fast
 *   connection), the page takes it only if nothing on screen moves (`takeIfStill`); otherwise the
 *   page keeps its fallback ("Inter Fallback" in `app.css`) and the font waits in the cache.
 * - On the pages after it, the face is there from the start with `font-display: optional`: taken
 *   from the cache before the first paint, or, where it is not there within the browser's short
 *   wait, the page keeps its fallback for good. Measured in docs/performance.md.
 */
export const BRAND_FONT_FAMILY = "Inter";

/** How long after a visit's first paint its first page may still take the brand face. */
export const BRAND_FONT_SWAP_MS = 300;

/**
 * A box or a line of text whose start moves this far (CSS px) when the face changes keeps the page
 * in its fallback: Chromium's layout-shift tracking ignores a start that moves less (at any pixel
 * ratio), so a swap the check lets through is no layout shift.
 */
export const BRAND_FONT_MOVE_LIMIT_PX = 3;

export type BrandFont = { family: string; url: string; weight: string };

/** The brand font as the head script takes it. */
export const brandFont = (url: string): BrandFont => ({
  family: BRAND_FONT_FAMILY,
  url,
  weight: "400 800",
});

/**
 * Adds a loaded face to the page only if every box and line of text on screen starts where it did
 * (within `limitPx`): both layouts are read in one task, so a face taken back is never painted.
 * Returns whether it stayed.
 */
export function takeIfStill(doc: Document, face: FontFace, limitPx = BRAND_FONT_MOVE_LIMIT_PX) {
  const win = doc.defaultView!;
  const range = doc.createRange();
  const onScreen: Node[] = [];
  const visit = (element: Element) => {
    const { top, bottom, width, height } = element.getBoundingClientRect();
    const shown = bottom >= 0 && top <= win.innerHeight && width + height > 0;
    // Off screen, a band laid out only near the viewport has a set size: its text moves nothing.
    if (!shown && win.getComputedStyle(element).contentVisibility != "visible") return;
    if (shown) onScreen.push(element);
    for (const child of element.childNodes)
      if (child.nodeType == 1) visit(child as Element);
      else if (shown && child.nodeType == 3 && child.nodeValue!.trim()) onScreen.push(child);
  };
  visit(doc.body);
  // Where each node's first box (a text node's first line) starts.
  const starts = () =>
    onScreen.flatMap((node) => {
      range.selectNode(node);
      const box = range.getClientRects()[0];
      return box ? [box.left, box.top] : [NaN, NaN];
    });
  const before = starts();
  doc.fonts.add(face);
  // A start that is no number (a box gone) counts as moved.
  if (starts().every((start, i) => Math.abs(start - before[i]!) < limitPx)) return true;
  doc.fonts.delete(face);
  return false;
}

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
    const deadline = win.performance.now() + BRAND_FONT_SWAP_MS;
    const late = face("swap");
    late.load().then(
      () => win.performance.now() <= deadline && takeIfStill(doc, late),
      // A font that fails to load leaves the page in its fallback.
      () => undefined,
    );
  });
}
