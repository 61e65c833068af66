import { readFileSync } from "node:fs";

/**
 * The brand's colours for what is not drawn by the stylesheet (social cards, the favicon, the web
 * manifest, the one-page brief in public/ldc): read from the light theme's tokens in app/styles/app.css
 * and converted to sRGB hex, so the site's palette stays the one source.
 */
const STYLESHEET = new URL("../../app/styles/app.css", import.meta.url);

export function oklchToHex(lightness: number, chroma: number, hue: number): string {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const gamma = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
  return `#${linear
    .map((x) => Math.round(Math.min(1, Math.max(0, gamma(x))) * 255))
    .map((x) => x.toString(16).padStart(2, "0"))
    .join("")}`;
}

/** Where each theme's tokens are: the stylesheet's first block of this selector. */
const THEME_BLOCKS = { light: ":root", dark: "\\.dark" } as const;

/** The hex value of a theme's token (`--name: oklch(L C H)` in its block of the stylesheet). */
function themeToken(theme: keyof typeof THEME_BLOCKS, name: string, css: string): string {
  const block = new RegExp(`${THEME_BLOCKS[theme]}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? "";
  const match = new RegExp(`--${name}:\\s*oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`).exec(block);
  if (!match) throw new Error(`No oklch token --${name} in the ${theme} theme`);
  return oklchToHex(Number(match[1]), Number(match[2]), Number(match[3]));
}

export const lightToken = (name: string, css = readFileSync(STYLESHEET, "utf8")) =>
  themeToken("light", name, css);

export const darkToken = (name: string, css = readFileSync(STYLESHEET, "utf8")) =>
  themeToken("dark", name, css);

export const brandColours = () => ({
  brand: lightToken("brand"),
  ink: lightToken("foreground"),
  muted: lightToken("muted-foreground"),
});
