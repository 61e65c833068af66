import type { Theme } from "~/lib/theme";

export type HeaderControlsOptions = {
  storageKey: string;
  defaultTheme: Theme;
  darkQuery: string;
  themeEvent: string;
  openDelayMs: number;
  skipDelayMs: number;
  closeDelayMs: number;
};

/**
 * The theme and the header's menus and toggles, as listeners on the document. It runs from <head>, so the
 * header works from the first paint, before (and without) any module. React renders the markup it acts on:
 * - menus: popovers (`popover`) that their buttons open with `popovertarget`, natively; a drop-down
 *   that also opens under the pointer, with the spec's delays, has `data-hover` on the element that
 *   holds its button and its menu.
 * - theme toggles: buttons with `data-slot="theme-toggle"`. A click stores the opposite of the theme
 *   on screen; the `<html>` class follows the stored theme and the system's live changes, and
 *   `THEME_CHANGE_EVENT` tells the app.
 * It also puts the theme on `<html>` as it installs, before the first paint, so no page flashes the
 * wrong one: the stored choice, else the build's default, with "system" resolved against the OS.
 * And once the page is parsed, the footer's year (`data-slot="current-year"`, the build's) becomes
 * the visitor's. Part of the head script (`app/root/head-script.ts`, with `headerControlsOptions`);
 * like every page script it imports no values, so the page carries only its code.
 */
export function install(doc: Document, options: HeaderControlsOptions) {
  const win = doc.defaultView!;
  const root = doc.documentElement;
  const media = win.matchMedia(options.darkQuery);

  function storedTheme() {
    try {
      return win.localStorage.getItem(options.storageKey);
    } catch {
      return null;
    }
  }

  function preference() {
    const stored = storedTheme();
    return stored === "light" || stored === "dark" || stored === "system"
      ? stored
      : options.defaultTheme;
  }

  function resolvedTheme(): "light" | "dark" {
    const theme = preference();
    if (theme !== "system") return theme;
    return media.matches ? "dark" : "light";
  }

  function showTheme(theme: "light" | "dark") {
    root.classList.remove("light", "dark");
    root.classList.add(theme);
    root.style.colorScheme = theme;
    doc.querySelectorAll("[data-slot=theme-toggle]").forEach((toggle) => {
      toggle.setAttribute("aria-pressed", String(theme === "dark"));
    });
    win.dispatchEvent(new Event(options.themeEvent));
  }

  function toggleTheme() {
    const next = resolvedTheme() === "dark" ? "light" : "dark";
    try {
      win.localStorage.setItem(options.storageKey, next);
    } catch {
      // Private modes can refuse storage; the choice then lasts for this page only.
    }
    showTheme(next);
  }

  function followSystem() {
    if (preference() === "system") showTheme(resolvedTheme());
  }

  // The menus are popovers their buttons open (`popovertarget`): the platform runs the click,
  // Escape, a click outside, one menu at a time, focus back to the button and the expanded state.
  // What is left is a drop-down's pointer delays, its closing as focus leaves it, and a menu's
  // closing as one of its links is followed (a page restored from the back-forward cache keeps it).
  let openedByPointer = false;
  let closedAt = -Infinity;
  let openTimer = 0;
  let closeTimer = 0;

  /** A drop-down that also opens under the pointer: `data-hover` on what holds its button and menu. */
  function hoverMenu(node: EventTarget | null) {
    return node instanceof win.Element ? node.closest<HTMLElement>("[data-hover]") : null;
  }

  const panelOf = (menu: HTMLElement) => menu.querySelector<HTMLElement>("[popover]")!;

  /** Whether the pointer moved in or out of a drop-down, not within it: that drop-down. */
  function crossed(event: PointerEvent) {
    const menu = hoverMenu(event.target);
    return event.pointerType === "mouse" && menu && hoverMenu(event.relatedTarget) !== menu
      ? menu
      : null;
  }

  doc.addEventListener(
    "toggle",
    (event) => {
      // Opened or closed by a click or a key, a drop-down is what the visitor made it: an open the
      // pointer had pending would reopen one they had just closed.
      if (hoverMenu(event.target)) win.clearTimeout(openTimer);
      if ((event as ToggleEvent).newState !== "closed") return;
      openedByPointer = false;
      if (hoverMenu(event.target)) closedAt = Date.now();
    },
    // A popover's `toggle` does not bubble.
    true,
  );

  doc.addEventListener("click", (event) => {
    const target = event.target instanceof win.Element ? event.target : null;
    if (!target) return;
    if (target.closest("[data-slot=theme-toggle]")) {
      toggleTheme();
      return;
    }
    // A click on a drop-down the pointer has just opened keeps it open: that is what the click asked.
    if (openedByPointer && hoverMenu(target) && target.closest("[popovertarget]")) {
      event.preventDefault();
      openedByPointer = false;
    }
    if (target.closest("a")) target.closest<HTMLElement>("[popover]")?.hidePopover();
  });

  doc.addEventListener("focusout", (event) => {
    const menu = hoverMenu(event.target);
    // Only to another element: a click on nothing is light dismiss's to handle.
    if (menu && event.relatedTarget && hoverMenu(event.relatedTarget) !== menu) {
      panelOf(menu).hidePopover();
    }
  });

  doc.addEventListener("pointerover", (event) => {
    const menu = crossed(event);
    if (!menu) return;
    win.clearTimeout(closeTimer);
    // Its button's own click, so the menu has its invoker, as after a tap or a key; unless a click
    // opened it while the pointer rested.
    const showByPointer = () => {
      if (panelOf(menu).matches(":popover-open")) return;
      menu.querySelector<HTMLElement>("[popovertarget]")!.click();
      openedByPointer = true;
    };
    if (Date.now() - closedAt < options.skipDelayMs) showByPointer();
    else openTimer = win.setTimeout(showByPointer, options.openDelayMs);
  });

  doc.addEventListener("pointerout", (event) => {
    const menu = crossed(event);
    if (!menu) return;
    win.clearTimeout(openTimer);
    closeTimer = win.setTimeout(() => panelOf(menu).hidePopover(), options.closeDelayMs);
  });

  win.addEventListener("storage", (event) => {
    if (event.key === options.storageKey) showTheme(resolvedTheme());
  });
  media.addEventListener("change", followSystem);
  // The theme is on <html> before the first paint, and on the toggles once they are parsed.
  showTheme(resolvedTheme());
  doc.addEventListener("DOMContentLoaded", () => {
    showTheme(resolvedTheme());
    const year = String(new Date().getFullYear());
    doc.querySelectorAll("[data-slot=current-year]").forEach((element) => {
      if (element.textContent !== year) element.textContent = year;
    });
  });
}
