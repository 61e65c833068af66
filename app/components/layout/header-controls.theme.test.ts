// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { THEME_STORAGE_KEY } from "~/lib/theme";
import { headerControlsOptions } from "./header-controls-options";
import headerControls from "./header-controls.ts?inline-script";

const headerControlsScript = headerControls(headerControlsOptions());

/** The class the head script puts on <html> as it installs, before anything paints. */
function themeAtFirstPaint(systemDark: boolean, script = headerControlsScript) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: systemDark,
    media: query,
    addEventListener: () => {},
  }));
  document.documentElement.className = "";
  new Function(script)();
  return document.documentElement.className;
}

afterEach(() => localStorage.clear());

describe("the head script's theme", () => {
  it("is the stored one, or the system's, before the first paint", () => {
    expect(themeAtFirstPaint(true)).toBe("dark");
    expect(themeAtFirstPaint(false)).toBe("light");
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    expect(themeAtFirstPaint(true)).toBe("light");
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    expect(themeAtFirstPaint(false)).toBe("dark");
  });

  it("a build with VITE_DEFAULT_THEME=light starts light on a dark OS, until the visitor chooses", () => {
    const lightByDefault = headerControls(headerControlsOptions("light"));
    expect(themeAtFirstPaint(true, lightByDefault)).toBe("light");
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    expect(themeAtFirstPaint(false, lightByDefault)).toBe("dark");
    localStorage.setItem(THEME_STORAGE_KEY, "system");
    expect(themeAtFirstPaint(true, lightByDefault)).toBe("dark");
  });
});
