import { loadDocument } from "~/lib/document-navigation";

/** Marks the actions script, which the build drops from a page without actions (`scripts/actions.ts`). */
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

/** The plan buttons of a plan grid read their names and can be pressed again. */
function restorePlans(grid: HTMLElement) {
  grid.removeAttribute("aria-busy");
  grid.querySelectorAll<HTMLButtonElement>("[data-action=choose-plan]").forEach((button) => {
    button.textContent = button.dataset.label ?? "";
    button.disabled = false;
  });
}

/**
 * A plan chosen on the pricing page: "Processing..." at once, every plan button held, then the
 * request-demo page for that plan and the checked billing period; if it cannot load (offline, the
 * server down), the grid's alert says so and the buttons come back. The script imports no content:
 * the page gives it every word and address it shows or opens.
 */
function choosePlan(win: Win, button: HTMLButtonElement) {
  const grid = button.closest<HTMLElement>("[data-slot=plan-grid]")!;
  const alert = grid.querySelector("[role=alert]")!;
  const billing = grid.querySelector<HTMLInputElement>("input[name=billing-period]:checked");
  grid.setAttribute("aria-busy", "true");
  alert.textContent = "";
  grid.querySelectorAll<HTMLButtonElement>("[data-action=choose-plan]").forEach((other) => {
    other.disabled = true;
  });
  button.textContent = grid.dataset.processing ?? "";
  // The button carries its page's address for each period (`data-href-monthly`, `-yearly`).
  const href = billing?.value === "yearly" ? button.dataset.hrefYearly : button.dataset.hrefMonthly;
  loadDocument(href ?? "", win).catch(() => {
    alert.textContent = grid.dataset.failed ?? "";
    restorePlans(grid);
  });
}

/**
 * The buttons of a page that need a script but not React, run by one inline script at the end of
 * every page that has one (`PageScripts`; the build drops it elsewhere), so each answers the first
 * tap at once: copy (`data-action="copy"`, `data-value`), share (`data-action="share"`,
 * `data-url`) and a pricing plan (`data-action="choose-plan"`). One listener on the document
 * serves them all, in static markup and in hydrated islands alike.
 */
export function install(doc: Document) {
  const win = doc.defaultView as Win;
  doc.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(`[${ACTION_ATTRIBUTE}]`);
    const action = button?.getAttribute(ACTION_ATTRIBUTE);
    if (button && action === "copy") void copy(win, button);
    else if (button && action === "share") void share(win, button);
    else if (button && action === "choose-plan") choosePlan(win, button);
  });
  // Back from the request-demo page, the browser may show the pricing page as it was left.
  win.addEventListener("pageshow", (event) => {
    if (event.persisted)
      doc.querySelectorAll<HTMLElement>("[data-slot=plan-grid]").forEach(restorePlans);
  });
}
