// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_THEME,
  THEME_STORAGE_KEY,
  parseTheme,
  resolveTheme,
  themeScript,
  themeScriptFor,
  toggledTheme,
} from "./theme";

function runThemeScript(systemDark: boolean, script = themeScript) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: systemDark, media: query }));
  document.documentElement.className = "";
  new Function(script)();
  return document.documentElement.className;
}

afterEach(() => localStorage.clear());

describe("theme", () => {
  it("uses the spec's storage key and defaults to system", () => {
    expect(THEME_STORAGE_KEY).toBe("vite-ui-theme");
    expect(DEFAULT_THEME).toBe("system");
    expect(parseTheme(null)).toBe("system");
    expect(parseTheme("purple")).toBe("system");
    expect(parseTheme("dark")).toBe("dark");
  });

  it("resolves system against the OS preference", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("toggles between light and dark", () => {
    expect(toggledTheme("dark")).toBe("light");
    expect(toggledTheme("light")).toBe("dark");
  });

  it("the head script applies the stored or system theme before paint", () => {
    expect(runThemeScript(true)).toBe("dark");
    expect(runThemeScript(false)).toBe("light");
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    expect(runThemeScript(true)).toBe("light");
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    expect(runThemeScript(false)).toBe("dark");
  });

  it("a build with VITE_DEFAULT_THEME=light starts light on a dark OS, until the visitor chooses", () => {
    const lightByDefault = themeScriptFor("light");
    expect(runThemeScript(true, lightByDefault)).toBe("light");
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    expect(runThemeScript(false, lightByDefault)).toBe("dark");
    localStorage.setItem(THEME_STORAGE_KEY, "system");
    expect(runThemeScript(true, lightByDefault)).toBe("dark");
  });
});
