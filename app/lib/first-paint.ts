/**
 * Work that must not compete with the first paint waits for it. The head script
 * (`first-paint.ts?inline-script`) defines one global, `afterFirstPaint(fn)`, used by islands that
 * hydrate as the page loads (`islands-script.ts`) and by the demo certificate's check
 * (`sample-check-script.ts`).
 */
export const AFTER_FIRST_PAINT = "afterFirstPaint";

/**
 * Runs `run` once the first contentful paint has reached the screen: the paint timing entry is
 * queued only then, and its observer runs as a task of its own, so the work starts there without a
 * timer; where the browser has no paint timing, the frame after this one stands in for it.
 */
export function afterFirstPaint(win: Window & typeof globalThis, run: () => void) {
  const Observer = win.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes("paint")) {
    new Observer((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      run();
    }).observe({ type: "paint", buffered: true });
  } else win.requestAnimationFrame(() => win.setTimeout(run, 0));
}

/** The head script: `afterFirstPaint` for the page's later scripts. */
export function install(doc: Document) {
  const win = doc.defaultView as Window & typeof globalThis;
  (win as unknown as Record<string, unknown>)[AFTER_FIRST_PAINT] = (run: () => void) =>
    afterFirstPaint(win, run);
}

/** The head script's `afterFirstPaint`, for the page's scripts that run after it. */
export function afterFirstPaintIn(doc: Document): (run: () => void) => void {
  return (doc.defaultView as unknown as Record<string, (run: () => void) => void>)[
    AFTER_FIRST_PAINT
  ]!;
}
