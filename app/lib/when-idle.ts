/** The longest a page's idle work waits for an idle moment after its load, in ms. */
export const IDLE_CEILING_MS = 2000;

/**
 * Runs `run` once the page has loaded and the main thread is idle (at the latest 2 s after the
 * load), for work a page wants done before a visitor's next reach but not beside its first view:
 * fetching the islands' modules, loading images a tap away.
 */
export function afterLoadWhenIdle(doc: Document, run: () => void) {
  const win = doc.defaultView!;
  const whenIdle = () =>
    win.requestIdleCallback
      ? win.requestIdleCallback(run, { timeout: IDLE_CEILING_MS })
      : win.setTimeout(run, 200);
  if (doc.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true });
}
