// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { THEME_CHANGE_EVENT, THEME_STORAGE_KEY } from "~/lib/theme";
import { headerControlsOptions } from "./header-controls-options";
import headerControls from "./header-controls.ts?inline-script";

// The menus are the platform's popovers, which happy-dom lacks: their behaviour is tested in
// Chromium (tests/e2e/shell.spec.ts).
const MARKUP = `
  <header>
    <nav id="mobile-menu"><button id="menu-theme" data-slot="theme-toggle">Dark theme</button></nav>
    <button id="theme" data-slot="theme-toggle">Dark theme</button>
  </header>`;

const systemDark = { matches: false, listeners: new Set<() => void>() };

const byId = (id: string) => document.getElementById(id)!;

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

beforeEach(() => {
  document.body.innerHTML = MARKUP;
  document.documentElement.className = "light";
  document.dispatchEvent(new Event("DOMContentLoaded"));
});

afterEach(() => {
  localStorage.clear();
  systemDark.matches = false;
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
