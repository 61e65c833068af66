import { afterLoadWhenIdle } from "~/lib/when-idle";

/** Marks the zoomable images' script, which the build drops from a page without them (`scripts/build/actions.ts`). */
export const ZOOMABLE_IMAGES_SCRIPT_MARK = "data-zoomable-images";

/** `data-load` of a lazy image hidden now but a tap away, loaded once the page is idle. */
export const LOAD_WHEN_IDLE = "idle";

/**
 * `data-load` of an above-the-fold screenshot's two theme images (`ScreenImage`): the one the
 * page's theme shows loads at once, as an eager image would; the other stays lazy and unrendered.
 */
export const LOAD_SHOWN_NOW = "now";

type Win = Window & typeof globalThis;

/**
 * Opens or closes a `<dialog>` for a `commandfor` button where the browser does not yet (invoker
 * commands), and closes a modal dialog on a click on its backdrop where `closedby` is not known.
 */
function runDialogs(win: Win, target: Element) {
  const invoker = target.closest<HTMLButtonElement>("button[commandfor]");
  if (invoker && !("command" in win.HTMLButtonElement.prototype)) {
    const dialog = target.ownerDocument.getElementById(invoker.getAttribute("commandfor")!);
    if (!(dialog instanceof win.HTMLDialogElement)) return;
    const command = invoker.getAttribute("command");
    if (command === "show-modal" && !dialog.open) dialog.showModal();
    if (command === "close" || command === "request-close") dialog.close();
    return;
  }
  if (target instanceof win.HTMLDialogElement && !("closedBy" in win.HTMLDialogElement.prototype))
    target.close();
}

/**
 * Focus goes back to a closed dialog's opener: the browser returns it to what had focus before,
 * which is nothing where a click does not focus a button (Safari), and leaves it in the closed
 * dialog until the next frame.
 */
function returnFocus(doc: Document, dialog: HTMLDialogElement) {
  const active = doc.activeElement;
  if (active && active !== doc.body && !dialog.contains(active)) return;
  doc.querySelector<HTMLElement>(`[commandfor="${dialog.id}"]`)?.focus();
}

const TABBABLE =
  "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * Tab and Shift+Tab go round the controls of an open modal dialog, as in any modal the site shows:
 * without it, the browser takes focus out of the page past the last one.
 */
function keepFocusIn(event: KeyboardEvent, doc: Document) {
  const dialog = doc.querySelector<HTMLDialogElement>("dialog:modal");
  if (event.key !== "Tab" || !dialog) return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = doc.activeElement;
  if (event.shiftKey ? active === first : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * Hidden images a tap away (`data-load="idle"`, lazy, so the first view does not wait for them)
 * load once the page has loaded and the main thread is idle.
 */
function loadShownNow(doc: Document) {
  const theme = doc.documentElement.classList.contains("dark") ? "dark" : "light";
  doc
    .querySelectorAll<HTMLImageElement>(`img[data-load="${LOAD_SHOWN_NOW}"][data-theme="${theme}"]`)
    .forEach((image) => (image.loading = "eager"));
}

function loadWhenIdle(doc: Document) {
  afterLoadWhenIdle(doc, () =>
    doc
      .querySelectorAll<HTMLImageElement>(`img[data-load="${LOAD_WHEN_IDLE}"]`)
      .forEach((image) => (image.loading = "eager")),
  );
}

/**
 * What the zoomable images' dialogs (`zoomable-image.tsx`) need beyond the platform, run by an
 * inline script at the end of every page that has one (`PageScripts`; the build drops it
 * elsewhere): `commandfor` and `closedby` where the browser lacks them, focus back on the opener,
 * Tab kept inside an open dialog, the shown screenshot above the fold loaded at once (the script
 * runs after main, before the first layout) and hidden images a tap away once the page is idle.
 */
export function install(doc: Document) {
  const win = doc.defaultView as Win;
  doc.addEventListener("click", (event) => runDialogs(win, event.target as Element));
  doc.addEventListener("keydown", (event) => keepFocusIn(event, doc));
  doc.addEventListener(
    "close",
    (event) => {
      if (event.target instanceof win.HTMLDialogElement) returnFocus(doc, event.target);
    },
    // A dialog's `close` does not bubble.
    true,
  );
  loadShownNow(doc);
  loadWhenIdle(doc);
}
