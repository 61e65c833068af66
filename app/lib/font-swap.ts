/**
 * The brand face's swap on a visit's first page, made so that nothing on screen moves.
 *
 * The fallback ("Inter Fallback" in `app.css`) is matched to Inter's widths, but no scale matches
 * every line: near a wrap threshold a paragraph has a line more in one face than in the other, and
 * the content under it would jump by that line (28 px under `/use-cases`'s intro at 412 px, a
 * layout shift of 0.034). So the face is added only once its file has loaded, in one task with no
 * frame between: the page is laid out in both faces, and
 * - each block that the brand face makes shorter keeps the height it had (its `min-height`), so
 *   what follows stays where the visitor saw it, until the window is resized;
 * - where a block would grow instead, which no height can absorb, the page keeps its fallback.
 * Only what starts above the viewport's bottom edge counts: what is below it moves unseen. It runs
 * at the start of a frame, where the page's layout is the one on screen.
 */

/**
 * On the root element: `loading` while the face's file is on its way, then `in` (the page took the
 * face) or `refused` (a block would have grown). Read by the browser tests.
 */
export const SWAP_STATE = "data-brand-face";

/** A height change under this is the two faces' rounding, not a line. */
const SAME_HEIGHT_PX = 0.5;

/** Boxes that hold their own height: an inline box's is its line's. */
const holdsHeight = (win: Window, el: Element) =>
  el instanceof (win as Window & typeof globalThis).HTMLElement &&
  !["inline", "contents"].includes(win.getComputedStyle(el).display);

/**
 * The page's boxes that start above the viewport's bottom edge, with their heights. A box that
 * starts below it holds nothing that starts above it, and neither does an SVG's inside; a box
 * wholly above the viewport may be a band whose drawing is skipped until it nears the viewport
 * (`render-when-near` in `app.css`), which keeps its height whatever the face and whose boxes
 * would be laid out to be read (a third of a long task on `/`).
 */
function boxesInView(doc: Document, bottom: number) {
  const win = doc.defaultView as Window & typeof globalThis;
  const { FILTER_ACCEPT, FILTER_REJECT, SHOW_ELEMENT } = win.NodeFilter;
  const boxes = new Map<Element, number>();
  const above = new Set<Element>();
  const walker = doc.createTreeWalker(doc.body, SHOW_ELEMENT, {
    acceptNode: (node) => {
      const box = node as Element;
      if (box instanceof win.SVGElement && box.ownerSVGElement) return FILTER_REJECT;
      if (above.has(box.parentElement!) && !box.checkVisibility({ contentVisibilityAuto: true }))
        return FILTER_REJECT;
      const { top, bottom: end, height } = box.getBoundingClientRect();
      if (top >= bottom) return FILTER_REJECT;
      if (height > 0) boxes.set(box, height);
      if (end <= 0) above.add(box);
      return FILTER_ACCEPT;
    },
  });
  while (walker.nextNode());
  return boxes;
}

/** Adds `face`, once loaded, to `doc` as above. */
function swapIn(doc: Document, face: FontFace) {
  const win = doc.defaultView!;
  const before = boxesInView(doc, win.innerHeight);
  doc.fonts.add(face);
  const shorter = new Map<HTMLElement, number>();
  let taller = false;
  for (const [box, height] of before) {
    const change = box.getBoundingClientRect().height - height;
    if (Math.abs(change) <= SAME_HEIGHT_PX || !holdsHeight(win, box)) continue;
    if (change > 0) taller = true;
    else shorter.set(box as HTMLElement, height);
  }
  doc.documentElement.setAttribute(SWAP_STATE, taller ? "refused" : "in");
  if (taller) {
    doc.fonts.delete(face);
    return;
  }
  for (const [box, height] of shorter) box.style.minHeight = `${height}px`;
  win.addEventListener("resize", () => shorter.forEach((_, box) => (box.style.minHeight = "")), {
    once: true,
  });
}

/** Loads `face` and swaps it into `doc` at the start of the frame after it has loaded. */
export function swapInWhenLoaded(doc: Document, face: FontFace) {
  doc.documentElement.setAttribute(SWAP_STATE, "loading");
  face.load().then(
    () => doc.defaultView!.requestAnimationFrame(() => swapIn(doc, face)),
    () => undefined,
  );
}
