/**
 * A visit's first page takes the brand face only when it comes fast and moves nothing on screen.
 * Its entry (`app/entry.font.ts`) is imported by the head script after the first paint, beside the
 * font's fetch (`addBrandFont` in `brand-font.ts`), so the check costs the page's first response
 * only its address.
 */

/** How long after a visit's first contentful paint its first page may still take the brand face. */
export const BRAND_FONT_SWAP_MS = 300;

/**
 * A box or a line of text whose start moves this far (CSS px) when the face changes keeps the page
 * in its fallback: Chromium's layout-shift tracking ignores a start that moves less (at any pixel
 * ratio), so a swap the check lets through is no layout shift.
 */
export const BRAND_FONT_MOVE_LIMIT_PX = 3;

/** Whether a face that loaded at `now` is in time for a page first painted at `paintAt` (ms). */
export const inTime = (paintAt: number | undefined, now: number) =>
  paintAt !== undefined && now - paintAt <= BRAND_FONT_SWAP_MS;

/**
 * Whether every start (x, y of each box) in `after` is within `limitPx` of the same one in
 * `before`; a start that is no number (a box gone) counts as moved.
 */
export const holdsStill = (before: number[], after: number[], limitPx = BRAND_FONT_MOVE_LIMIT_PX) =>
  after.length === before.length &&
  after.every((start, i) => Math.abs(start - before[i]!) < limitPx);

/** Where each box and line of text on screen starts: [left, top] of its first box, in order. */
function onScreenStarts(doc: Document): () => number[] {
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
  return () =>
    onScreen.flatMap((node) => {
      range.selectNode(node);
      const box = range.getClientRects()[0];
      return box ? [box.left, box.top] : [NaN, NaN];
    });
}

/**
 * Adds a loaded face to the page only if nothing on screen moves (`holdsStill`): both layouts are
 * read in one task, so a face taken back is never painted. Returns whether it stayed.
 */
export function takeIfStill(doc: Document, face: FontFace) {
  const starts = onScreenStarts(doc);
  const before = starts();
  doc.fonts.add(face);
  if (holdsStill(before, starts())) return true;
  doc.fonts.delete(face);
  return false;
}

/**
 * Loads `face` (the file whose fetch the head script started after the first paint) and takes it if
 * it is in time (`inTime`) and moves nothing (`takeIfStill`); otherwise it waits in the cache for
 * the visit's next page. Resolves to whether the page took it.
 */
export function takeBrandFace(doc: Document, face: FontFace): Promise<boolean> {
  const timing = doc.defaultView!.performance;
  return face.load().then(
    () =>
      inTime(timing.getEntriesByName("first-contentful-paint")[0]?.startTime, timing.now()) &&
      takeIfStill(doc, face),
    // A font that fails to load leaves the page in its fallback.
    () => false,
  );
}
