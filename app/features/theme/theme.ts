/** Theme preference: light, dark or system, stored under one key, resolved against the OS preference. */
import { config } from "~/lib/config";

export const THEME_STORAGE_KEY = "vite-ui-theme";
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = "light" | "dark";

/** The theme when nothing is stored: VITE_DEFAULT_THEME at build time, "system" unless set (README). */
export const DEFAULT_THEME: Theme = config.defaultTheme;

export const DARK_QUERY = "(prefers-color-scheme: dark)";

export function parseTheme(value: string | null | undefined): Theme {
  return THEMES.includes(value as Theme) ? (value as Theme) : DEFAULT_THEME;
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === "system") return systemPrefersDark ? "dark" : "light";
  return theme;
}

/** The toggle flips between light and dark, whatever the stored preference was. */
export function toggledTheme(resolved: ResolvedTheme): Theme {
  return resolved === "dark" ? "light" : "dark";
}

export function applyTheme(root: HTMLElement, resolved: ResolvedTheme) {
  root.classList.remove("light", "dark");
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}
