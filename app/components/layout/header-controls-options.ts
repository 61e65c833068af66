import { NAV_MENU_TIMING } from "~/content/navigation";
import {
  DARK_QUERY,
  DEFAULT_THEME,
  THEME_CHANGE_EVENT,
  THEME_STORAGE_KEY,
  type Theme,
} from "~/lib/theme";
import type { HeaderControlsOptions } from "./header-controls";

/** The head script's options for a build whose default theme (nothing stored) is `defaultTheme`. */
export function headerControlsOptions(defaultTheme: Theme = DEFAULT_THEME): HeaderControlsOptions {
  return {
    storageKey: THEME_STORAGE_KEY,
    defaultTheme,
    darkQuery: DARK_QUERY,
    themeEvent: THEME_CHANGE_EVENT,
    ...NAV_MENU_TIMING,
  };
}
