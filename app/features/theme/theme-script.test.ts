// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { THEME_STORAGE_KEY } from "./theme";
import { themeScript, themeScriptFor } from "./theme-script";

function runThemeScript(systemDark: boolean, script = themeScript) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: systemDark, media: query }));
  document.documentElement.className = "";
  new Function(script)();
  return document.documentElement.className;
}

afterEach(() => localStorage.clear());

describe("theme script", () => {
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
