/** Theme preference: light, dark or system, stored under one key, resolved against the OS preference. */
import { config } from "~/lib/config";

export const THEME_STORAGE_KEY = "vite-ui-theme";
export type Theme = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

/** The theme when nothing is stored: VITE_DEFAULT_THEME at build time, "system" unless set (README). */
export const DEFAULT_THEME: Theme = config.defaultTheme;

/** Fired on window whenever the theme on screen changes (app/components/layout/header-controls.ts). */
export const THEME_CHANGE_EVENT = "themechange";

export const DARK_QUERY = "(prefers-color-scheme: dark)";
