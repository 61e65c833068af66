import { existsSync } from "node:fs";

/** Flags for Chromium on machines without outbound network (and as root in CI). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the same engine without the
 * browser around it, which Playwright itself runs headless tests in. The end-to-end tests took
 * half the time in it (the home and shell specs, 21 s against 39 s).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** The browser: for what measures the browser itself (Lighthouse, a tap's answer) or shows pixels. */
export function chromiumPath(): string | null {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * Flags for the headless shell: text set as the browser sets it. The shell hints glyph outlines
 * harder by default, so text ran a little narrower and a heading wrapped where the browser's did not
 * (a band of the home page 40 px taller at 640 px).
 */
export const HEADLESS_ARGS = [...CHROMIUM_ARGS, "--font-render-hinting=none"];

/**
 * What drives pages to check or measure them (the end-to-end tests, the build's band heights): the
 * headless shell where there is one, else the browser.
 */
export function headlessChromiumPath(): string | null {
  if (!process.env.CHROME_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return chromiumPath();
}
