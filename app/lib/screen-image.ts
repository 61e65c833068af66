/**
 * The product screenshots (scripts/render-screens.ts) come in a light and a dark variant, each at
 * several widths, named after the light full-size file: `name.webp`, `name-960.webp`,
 * `name-dark.webp`, `name-dark-640.webp`, …
 */
export const SCREEN_WIDTHS = [640, 720, 960, 1280] as const;
export const SCREEN_FULL_WIDTH = 1280;

/**
 * The widths a phone at 1.5–2x downloads, and the most each file of them may weigh. A product
 * page's first screenshot is its largest paint on a phone, and its bytes decide when it lands:
 * `/products/flows`' 720 px file at 31 KB gave a mobile LCP of 1354 ms, 26 KB 1214 ms, 24 KB
 * 1082 ms, 19.5 KB 1060 ms (Lighthouse mobile, medians of 3–5).
 */
export const PHONE_SCREEN_WIDTHS: readonly number[] = [640, 720];
export const PHONE_SCREEN_MAX_BYTES = 22 * 1024;
export type ScreenTheme = "light" | "dark";

const SCREEN_SRC = /^(\/images\/screens\/[a-z0-9-]+)\.webp$/;

export function screenFile(base: string, theme: ScreenTheme, width: number) {
  const suffix = `${theme === "dark" ? "-dark" : ""}${width === SCREEN_FULL_WIDTH ? "" : `-${width}`}`;
  return `${base}${suffix}.webp`;
}

export type ScreenVariant = { src: string; srcSet: string };

/** The light and dark variants of a screenshot, or null for any other image. */
export function screenVariants(src: string): Record<ScreenTheme, ScreenVariant> | null {
  const base = SCREEN_SRC.exec(src)?.[1];
  if (!base) return null;
  const variant = (theme: ScreenTheme): ScreenVariant => ({
    src: screenFile(base, theme, SCREEN_FULL_WIDTH),
    srcSet: SCREEN_WIDTHS.map((width) => `${screenFile(base, theme, width)} ${width}w`).join(", "),
  });
  return { light: variant("light"), dark: variant("dark") };
}
