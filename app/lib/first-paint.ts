/**
 * Work that must not compete with the first paint waits for it. The head script
 * (`app/root/head-script.ts`) defines one global, `afterFirstPaint(fn)`, used by islands that
 * hydrate as the page loads (`islands-script.ts`) and by the demo certificate's check
 * (`sample-check-script.ts`).
 */
import { addBrandFont, type BrandFont } from "./brand-font";
import { afterLoadWhenIdle } from "./when-idle";

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

/** Stands for the field measurement's entry (`app/entry.vitals.ts`) until the build knows its name. */
export const VITALS_ENTRY_URL = "%VITALS_ENTRY_URL%";

export type FirstPaintOptions = {
  /** The field measurement's module, or "" where it is off (development, `VITE_VITALS_URL=off`). */
  vitals: string;
  /** The brand face, added as `addBrandFont` says. */
  font: BrandFont;
};

/**
 * The head script: `afterFirstPaint` for the page's later scripts, the brand face (`addBrandFont`),
 * and the field measurement loaded once the page has painted, loaded and is idle (web-vitals reads
 * the buffered entries of what came before), never where the visitor's browser sends Global
 * Privacy Control.
 */
export function install(doc: Document, { vitals, font }: FirstPaintOptions) {
  const win = doc.defaultView as Window & typeof globalThis;
  const afterPaint = (run: () => void) => afterFirstPaint(win, run);
  (win as unknown as Record<string, unknown>)[AFTER_FIRST_PAINT] = afterPaint;
  addBrandFont(doc, font, afterPaint);
  const privacyControl = (win.navigator as Navigator & { globalPrivacyControl?: boolean })
    .globalPrivacyControl;
  // After the paint as well as the load: where the load comes first (nothing left to fetch), an
  // idle moment before the first frame would put the request beside it. A measurement that fails
  // to load (offline, blocked) is no error of the page's.
  if (vitals && !privacyControl)
    afterPaint(() => afterLoadWhenIdle(doc, () => void import(vitals).catch(() => undefined)));
}

/** The head script's `afterFirstPaint`, for the page's scripts that run after it. */
export function afterFirstPaintIn(doc: Document): (run: () => void) => void {
  return (doc.defaultView as unknown as Record<string, (run: () => void) => void>)[
    AFTER_FIRST_PAINT
  ]!;
}
