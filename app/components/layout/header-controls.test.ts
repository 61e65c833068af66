// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NAV_MENU_TIMING } from "~/content/navigation";
import { THEME_CHANGE_EVENT, THEME_STORAGE_KEY } from "~/lib/theme";
import { headerControlsOptions } from "./header-controls-options";
import headerControls from "./header-controls.ts?inline-script";

const MARKUP = `
  <header>
    <button id="menu-button" aria-expanded="false" aria-controls="mobile-menu" data-disclosure="menu">Menu</button>
    <nav id="mobile-menu" hidden>
      <a id="menu-link" href="#trust">Trust</a>
      <button id="menu-theme" data-slot="theme-toggle">Dark theme</button>
    </nav>
    <button id="products" aria-expanded="false" aria-controls="products-menu" data-disclosure="hover"><span id="chevron">v</span></button>
    <div id="products-menu" hidden><a id="flows" href="#flows">Flows</a></div>
    <button id="theme" data-slot="theme-toggle">Dark theme</button>
  </header>
  <main><button id="elsewhere">Elsewhere</button></main>`;

const systemDark = { matches: false, listeners: new Set<() => void>() };

const byId = (id: string) => document.getElementById(id)!;
const isOpen = (id: string) => !byId(id).hidden;

function pointer(type: "pointerover" | "pointerout", target: string, related?: string) {
  byId(target).dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      pointerType: "mouse",
      relatedTarget: related ? byId(related) : null,
    }),
  );
}

beforeAll(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({
    media: query,
    get matches() {
      return systemDark.matches;
    },
    addEventListener: (_type: string, listener: () => void) => systemDark.listeners.add(listener),
  }));
  // The script as the page carries it, so anything it needs from outside its text fails here.
  new Function(headerControls(headerControlsOptions()))();
});

// Each test starts a minute after the last, past every delay the last one started.
let clock = Date.now();

beforeEach(() => {
  clock += 60_000;
  vi.useFakeTimers({ now: clock });
  document.body.innerHTML = MARKUP;
  document.documentElement.className = "light";
  document.dispatchEvent(new Event("DOMContentLoaded"));
});

afterEach(() => {
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
  vi.advanceTimersByTime(1_000);
  vi.useRealTimers();
  localStorage.clear();
  systemDark.matches = false;
});

describe("the mobile menu", () => {
  it("opens and closes with its button, closes with Escape and returns focus", () => {
    byId("menu-button").click();
    expect(isOpen("mobile-menu")).toBe(true);
    expect(byId("menu-button").getAttribute("aria-expanded")).toBe("true");
    byId("menu-button").click();
    expect(isOpen("mobile-menu")).toBe(false);
    expect(byId("menu-button").getAttribute("aria-expanded")).toBe("false");

    byId("menu-button").click();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(isOpen("mobile-menu")).toBe(false);
    expect(document.activeElement).toBe(byId("menu-button"));
  });

  it("closes when a link in it is followed, and stays open for its theme toggle", () => {
    byId("menu-button").click();
    byId("menu-theme").click();
    expect(isOpen("mobile-menu")).toBe(true);
    byId("menu-link").click();
    expect(isOpen("mobile-menu")).toBe(false);
  });

  it("closes on a click outside it", () => {
    byId("menu-button").click();
    byId("elsewhere").click();
    expect(isOpen("mobile-menu")).toBe(false);
  });
});

describe("the Products drop-down", () => {
  it("opens after the pointer rests on its button for the open delay", () => {
    pointer("pointerover", "products");
    vi.advanceTimersByTime(NAV_MENU_TIMING.openDelayMs - 1);
    expect(isOpen("products-menu")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isOpen("products-menu")).toBe(true);
    expect(byId("products").dataset.state).toBe("open");
  });

  it("does not open when the pointer passes over it within the delay", () => {
    pointer("pointerover", "products");
    pointer("pointerout", "products", "elsewhere");
    vi.advanceTimersByTime(NAV_MENU_TIMING.openDelayMs * 2);
    expect(isOpen("products-menu")).toBe(false);
  });

  it("closes after the close delay once the pointer leaves, unless it comes back", () => {
    pointer("pointerover", "products");
    vi.advanceTimersByTime(NAV_MENU_TIMING.openDelayMs);
    // Moving onto the button's own icon, then into the menu, is not leaving.
    pointer("pointerover", "chevron", "products");
    pointer("pointerout", "products", "flows");
    pointer("pointerover", "flows", "products");
    vi.advanceTimersByTime(NAV_MENU_TIMING.closeDelayMs);
    expect(isOpen("products-menu")).toBe(true);

    pointer("pointerout", "flows", "elsewhere");
    vi.advanceTimersByTime(NAV_MENU_TIMING.closeDelayMs - 1);
    pointer("pointerover", "flows", "elsewhere");
    vi.advanceTimersByTime(NAV_MENU_TIMING.closeDelayMs);
    expect(isOpen("products-menu")).toBe(true);

    pointer("pointerout", "flows", "elsewhere");
    vi.advanceTimersByTime(NAV_MENU_TIMING.closeDelayMs);
    expect(isOpen("products-menu")).toBe(false);
  });

  it("reopens at once within the skip delay of closing", () => {
    pointer("pointerover", "products");
    vi.advanceTimersByTime(NAV_MENU_TIMING.openDelayMs);
    pointer("pointerout", "products", "elsewhere");
    vi.advanceTimersByTime(NAV_MENU_TIMING.closeDelayMs);
    expect(isOpen("products-menu")).toBe(false);

    vi.advanceTimersByTime(NAV_MENU_TIMING.skipDelayMs - 1);
    pointer("pointerover", "products", "elsewhere");
    expect(isOpen("products-menu")).toBe(true);
  });

  it("stays open when its button is clicked after the pointer opened it; a second click closes it", () => {
    pointer("pointerover", "products");
    vi.advanceTimersByTime(NAV_MENU_TIMING.openDelayMs);
    byId("products").click();
    expect(isOpen("products-menu")).toBe(true);
    byId("products").click();
    expect(isOpen("products-menu")).toBe(false);
  });

  it("closes when focus moves out of it, and with Escape back to its button", () => {
    byId("products").click();
    byId("flows").focus();
    expect(isOpen("products-menu")).toBe(true);
    byId("elsewhere").focus();
    expect(isOpen("products-menu")).toBe(false);

    byId("products").click();
    byId("flows").focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(isOpen("products-menu")).toBe(false);
    expect(document.activeElement).toBe(byId("products"));
  });

  it("one menu at a time", () => {
    byId("products").click();
    byId("menu-button").click();
    expect(isOpen("products-menu")).toBe(false);
    expect(isOpen("mobile-menu")).toBe(true);
  });
});

describe("the theme toggles", () => {
  it("store the opposite of the theme on screen, update every toggle and tell the app", () => {
    const changes = vi.fn();
    window.addEventListener(THEME_CHANGE_EVENT, changes);
    expect(byId("theme").getAttribute("aria-pressed")).toBe("false");

    byId("theme").click();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(document.documentElement.className).toBe("dark");
    expect(document.documentElement.style.colorScheme).toBe("dark");
    expect(byId("theme").getAttribute("aria-pressed")).toBe("true");
    expect(byId("menu-theme").getAttribute("aria-pressed")).toBe("true");
    expect(changes).toHaveBeenCalled();

    byId("menu-theme").click();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(document.documentElement.className).toBe("light");
    window.removeEventListener(THEME_CHANGE_EVENT, changes);
  });

  it("follow the system's live changes while the preference is system, and only then", () => {
    systemDark.matches = true;
    systemDark.listeners.forEach((listener) => listener());
    expect(document.documentElement.className).toBe("dark");

    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    systemDark.matches = false;
    systemDark.listeners.forEach((listener) => listener());
    expect(document.documentElement.className).toBe("dark");
  });
});

describe("the footer's year", () => {
  it("becomes the visitor's once the page is parsed", () => {
    document.body.innerHTML = `<footer>© <span data-slot="current-year">2020</span> Fabric</footer>`;
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(document.querySelector("footer")!.textContent).toBe(
      `© ${new Date().getFullYear()} Fabric`,
    );
  });
});
