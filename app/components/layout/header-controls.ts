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
 * header works from the first paint, before (and without) any module: a phone that taps the menu
 * while the page's scripts are still loading gets the menu. React renders the markup it acts on:
 * - a disclosure: a button with `aria-controls` and `data-disclosure` ("menu" for the mobile menu,
 *   "hover" for a drop-down that also opens under the pointer), and the element it controls,
 *   `hidden` while closed. Escape, a click outside, focus leaving and following a link close it.
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

  // The menu open now, with its button, and the timers of the pointer's delays.
  let open: { trigger: HTMLElement; panel: HTMLElement } | null = null;
  let openedByPointer = false;
  let closedAt = -Infinity;
  let openTimer = 0;
  let closeTimer = 0;

  function clearTimers() {
    win.clearTimeout(openTimer);
    win.clearTimeout(closeTimer);
  }

  function panelOf(trigger: HTMLElement) {
    return doc.getElementById(trigger.getAttribute("aria-controls") ?? "");
  }

  function setState(trigger: HTMLElement, panel: HTMLElement, expanded: boolean) {
    const state = expanded ? "open" : "closed";
    trigger.setAttribute("aria-expanded", String(expanded));
    trigger.dataset.state = state;
    panel.dataset.state = state;
    panel.hidden = !expanded;
  }

  function close(returnFocus = false) {
    clearTimers();
    if (!open) return;
    const { trigger, panel } = open;
    open = null;
    if (trigger.dataset.disclosure === "hover") closedAt = Date.now();
    setState(trigger, panel, false);
    if (returnFocus) trigger.focus();
  }

  function show(trigger: HTMLElement) {
    clearTimers();
    const panel = panelOf(trigger);
    if (!panel || open?.trigger === trigger) return;
    close();
    open = { trigger, panel };
    setState(trigger, panel, true);
  }

  /** The button and its panel together: the pointer and focus may move between them. */
  function withinOpen(node: EventTarget | null) {
    return (
      !!open &&
      node instanceof win.Node &&
      (open.trigger.contains(node) || open.panel.contains(node))
    );
  }

  function hoverTrigger(node: EventTarget | null) {
    if (!(node instanceof win.Element)) return null;
    return node.closest<HTMLElement>("[data-disclosure=hover]");
  }

  doc.addEventListener("click", (event) => {
    const target = event.target instanceof win.Element ? event.target : null;
    if (!target) return;
    if (target.closest("[data-slot=theme-toggle]")) {
      toggleTheme();
      return;
    }
    const trigger = target.closest<HTMLElement>("[data-disclosure]");
    if (trigger) {
      // A click on a menu the pointer has just opened keeps it open: that is what the click asked.
      if (open?.trigger === trigger && !openedByPointer) close();
      else show(trigger);
      openedByPointer = false;
      return;
    }
    // Following a link closes the menu, and so does a click anywhere outside it.
    if (open && (!open.panel.contains(target) || target.closest("a"))) close();
  });

  doc.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && open) close(true);
  });

  doc.addEventListener("focusout", (event) => {
    // Only to another element: a click on nothing is the click listener's to handle.
    const hover = open?.trigger.dataset.disclosure === "hover";
    if (hover && event.relatedTarget && !withinOpen(event.relatedTarget)) close();
  });

  doc.addEventListener("pointerover", (event) => {
    if (event.pointerType !== "mouse") return;
    if (withinOpen(event.target)) {
      win.clearTimeout(closeTimer);
      return;
    }
    const trigger = hoverTrigger(event.target);
    if (!trigger || hoverTrigger(event.relatedTarget) === trigger) return;
    clearTimers();
    const showByPointer = () => {
      show(trigger);
      openedByPointer = true;
    };
    if (Date.now() - closedAt < options.skipDelayMs) showByPointer();
    else openTimer = win.setTimeout(showByPointer, options.openDelayMs);
  });

  doc.addEventListener("pointerout", (event) => {
    if (event.pointerType !== "mouse" || withinOpen(event.relatedTarget)) return;
    if (hoverTrigger(event.target)) win.clearTimeout(openTimer);
    if (open?.trigger.dataset.disclosure === "hover" && withinOpen(event.target)) {
      closeTimer = win.setTimeout(close, options.closeDelayMs);
    }
  });

  // Back and forward between a page and one of its sections move without a click on a link.
  win.addEventListener("popstate", () => close());
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
