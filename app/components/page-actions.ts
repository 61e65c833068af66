/** Marks the actions script, which the build drops from a page without actions (`scripts/build/actions.ts`). */
export const ACTIONS_SCRIPT_MARK = "data-page-actions";

/** The page's one live region for what its actions did (`site-shell.tsx`). */
export const ACTION_STATUS_SLOT = "action-status";

/** Marks a button a page's actions script runs (`install`); the islands script never holds its click. */
export const ACTION_ATTRIBUTE = "data-action";

type Win = Window & typeof globalThis;

/**
 * Says how an action went: `data-state` on the button (its look follows it in CSS) and the
 * button's message for that outcome (`data-done`, `data-failed`) in the page's live region,
 * emptied first so the same message is announced again.
 */
function report(button: HTMLElement, state: "done" | "failed") {
  button.dataset.state = state;
  const status = button.ownerDocument.querySelector(`[data-slot=${ACTION_STATUS_SLOT}]`);
  if (!status) return;
  status.textContent = "";
  button.ownerDocument.defaultView!.requestAnimationFrame(() => {
    status.textContent = button.dataset[state] ?? "";
  });
}

async function copy(win: Win, button: HTMLElement) {
  try {
    await win.navigator.clipboard.writeText(button.dataset.value ?? "");
    report(button, "done");
  } catch {
    report(button, "failed");
  }
}

/** The system share sheet where there is one, else the clipboard. */
async function share(win: Win, button: HTMLElement) {
  const url = button.dataset.url ?? "";
  try {
    if (typeof win.navigator.share === "function") {
      await win.navigator.share({ title: button.dataset.title, url });
      return;
    }
    await win.navigator.clipboard.writeText(url);
    report(button, "done");
  } catch (error) {
    // Closing the share sheet is not a failure.
    if (!(error instanceof win.DOMException && error.name === "AbortError"))
      report(button, "failed");
  }
}

/** The actions of this script, each as its button names it (`data-action`). */
export const PAGE_ACTIONS = ["copy", "share"] as const;

/**
 * The buttons of a page that need a script but not React, run by one inline script at the end of
 * every page that has one (`PageScripts`; the build drops it elsewhere), so each answers the first
 * tap at once: copy (`data-action="copy"`, `data-value`) and share (`data-action="share"`,
 * `data-url`). One listener on the document serves them, in static markup and in hydrated islands
 * alike. The pricing plans' buttons have a script of their own (`plan-buttons-script.ts`), which
 * only the pricing page carries.
 */
export function install(doc: Document) {
  const win = doc.defaultView as Win;
  doc.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(`[${ACTION_ATTRIBUTE}]`);
    const action = button?.getAttribute(ACTION_ATTRIBUTE);
    if (button && action === "copy") void copy(win, button);
    else if (button && action === "share") void share(win, button);
  });
}
