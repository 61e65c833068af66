import * as React from "react";
import { THEME_CHANGE_EVENT, type ResolvedTheme } from "./theme";

function subscribe(onChange: () => void) {
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
}

/** The class on <html> is the theme on screen: the head scripts set it and keep it current. */
function snapshot(): ResolvedTheme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** The theme on screen; null while hydrating, since the prerendered page cannot know it. */
export function useResolvedTheme(): ResolvedTheme | null {
  return React.useSyncExternalStore(subscribe, snapshot, () => null);
}
