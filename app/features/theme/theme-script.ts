import { DARK_QUERY, DEFAULT_THEME, THEMES, THEME_STORAGE_KEY, type Theme } from "./theme";

/**
 * Runs in <head> before first paint so a prerendered page never flashes the wrong theme. The build
 * hashes it into the Content-Security-Policy, so the default theme may differ between builds.
 */
export function themeScriptFor(defaultTheme: Theme) {
  return `(function(){var d=document.documentElement,t;try{t=localStorage.getItem(${JSON.stringify(
    THEME_STORAGE_KEY,
  )})}catch(e){}if(${JSON.stringify(THEMES)}.indexOf(t)<0)t=${JSON.stringify(
    defaultTheme,
  )};var r=t==="dark"||(t==="system"&&matchMedia(${JSON.stringify(
    DARK_QUERY,
  )}).matches)?"dark":"light";d.classList.add(r);d.style.colorScheme=r})()`;
}

export const themeScript = themeScriptFor(DEFAULT_THEME);
