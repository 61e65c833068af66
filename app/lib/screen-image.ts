/**
 * The product screenshots (scripts/render/render-screens.ts) come in a light and a dark variant, each at
 * several widths and in two formats, named after the light full-size WebP file: `name.webp`,
 * `name-960.webp`, `name-dark.avif`, `name-dark-640.avif`, … AVIF is a third smaller at the same
 * look; WebP serves browsers without it.
 */
export const SCREEN_WIDTHS = [640, 720, 960, 1280] as const;
export const SCREEN_FULL_WIDTH = 1280;
export const SCREEN_FORMATS = ["avif", "webp"] as const;
export type ScreenFormat = (typeof SCREEN_FORMATS)[number];

/**
 * The widths a phone at 1.5–2x downloads, and the most each file of them may weigh. A product
 * page's first screenshot is its largest paint on a phone, and its bytes decide when it lands: on
 * Lighthouse's simulated phone, `/products/flows`' 720 px file at 31 KB gave an LCP of 1354 ms,
 * 22 KB 1205 ms, 19.5 KB 1060 ms (medians of 3–5). An AVIF of 13.5 KB arrives, with the
 * server's ~680 bytes of headers, within TCP's first congestion window (10 segments, 14.6 KB): in
 * one round trip of its connection.
 */
export const PHONE_SCREEN_WIDTHS: readonly number[] = [640, 720];
export const PHONE_SCREEN_MAX_BYTES: Record<ScreenFormat, number> = {
  avif: 13.5 * 1024,
  webp: 22 * 1024,
};
export type ScreenTheme = "light" | "dark";

/**
 * On a phone a whole 1280 px screen drawn 358 px wide has text about 3 px high, so below
 * `PHONE_CROP.media` the page shows a crop of one panel instead (each mock names it:
 * `<meta name="phone-panel" content="selector">`), laid out at this width so its words wrap inside
 * it (scripts/render/screen-mock.ts), cut at this size in the mock's own pixels and rendered at 1.5
 * times that, which keeps it within PHONE_SCREEN_MAX_BYTES (at 2x its AVIF stays
 * over). Drawn 356 px wide (a 390 px phone), the crop's text, PHONE_MIN_TEXT_PX and up in the
 * mock (the render refuses a crop with smaller text), reads at 11.5 px and up. The lightbox still
 * opens the whole screen.
 */
/** The smallest text a phone's crop may hold, in the mock's pixels (WCAG has no floor; 11 px is ours). */
export const PHONE_MIN_TEXT_PX = 11;

export const PHONE_CROP = {
  width: 340,
  height: 425,
  scale: 1.5,
  media: "(max-width: 639px)",
} as const;

const SCREEN_SRC = /^(\/images\/screens\/[a-z0-9-]+)\.webp$/;

export function screenFile(
  base: string,
  theme: ScreenTheme,
  width: number | "phone",
  format: ScreenFormat = "webp",
) {
  const suffix = `${theme === "dark" ? "-dark" : ""}${width === SCREEN_FULL_WIDTH ? "" : `-${width}`}`;
  return `${base}${suffix}.${format}`;
}

/**
 * A theme's screenshot: its full-size WebP, a `srcset` of every width in each format, and the
 * phone's crop of one panel in each format.
 */
export type ScreenVariant = {
  src: string;
  srcSet: Record<ScreenFormat, string>;
  phone: Record<ScreenFormat, string>;
};

function srcSet(base: string, theme: ScreenTheme, format: ScreenFormat) {
  return SCREEN_WIDTHS.map((width) => `${screenFile(base, theme, width, format)} ${width}w`).join(
    ", ",
  );
}

/** The light and dark variants of a screenshot, or null for any other image. */
export function screenVariants(src: string): Record<ScreenTheme, ScreenVariant> | null {
  const base = SCREEN_SRC.exec(src)?.[1];
  if (!base) return null;
  const variant = (theme: ScreenTheme): ScreenVariant => ({
    src: screenFile(base, theme, SCREEN_FULL_WIDTH),
    srcSet: {
      avif: srcSet(base, theme, "avif"),
      webp: srcSet(base, theme, "webp"),
    },
    phone: {
      avif: screenFile(base, theme, "phone", "avif"),
      webp: screenFile(base, theme, "phone", "webp"),
    },
  });
  return { light: variant("light"), dark: variant("dark") };
}
