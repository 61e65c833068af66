import * as React from "react";
import {
  DARK_QUERY,
  THEME_STORAGE_KEY,
  applyTheme,
  parseTheme,
  resolveTheme,
  toggledTheme,
  type ResolvedTheme,
  type Theme,
} from "./theme";

type ThemeState = {
  /** null until hydrated: the prerendered page cannot know the visitor's theme. */
  theme: Theme | null;
  resolvedTheme: ResolvedTheme | null;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

const ThemeContext = React.createContext<ThemeState | null>(null);
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener("change", onChange);
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    media.removeEventListener("change", onChange);
    window.removeEventListener("storage", onChange);
  };
}

function readStored(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

function snapshot() {
  return `${parseTheme(readStored())}:${window.matchMedia(DARK_QUERY).matches ? "dark" : "light"}`;
}

export function ThemeProvider({ children }: { children: React.ReactNode }) {
  const state = React.useSyncExternalStore(subscribe, snapshot, () => null);
  const theme = state ? parseTheme(state.split(":")[0]) : null;
  const resolvedTheme = theme && state ? resolveTheme(theme, state.endsWith(":dark")) : null;

  React.useEffect(() => {
    if (resolvedTheme) applyTheme(document.documentElement, resolvedTheme);
  }, [resolvedTheme]);

  const value = React.useMemo<ThemeState>(() => {
    const setTheme = (next: Theme) => {
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Private modes can refuse storage; the choice then lasts for this page only.
      }
      listeners.forEach((listener) => listener());
    };
    return {
      theme,
      resolvedTheme,
      setTheme,
      toggleTheme: () => setTheme(toggledTheme(resolvedTheme ?? "light")),
    };
  }, [theme, resolvedTheme]);

  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme() {
  const context = React.useContext(ThemeContext);
  if (!context) throw new Error("useTheme must be used inside ThemeProvider");
  return context;
}
