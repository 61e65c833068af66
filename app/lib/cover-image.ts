/**
 * A post's cover (scripts/render/render-covers.ts) comes at several widths in two formats, named after its
 * full-size WebP file, the one its frontmatter names: `name.webp`, `name-480.webp`,
 * `name-800.avif`, … AVIF where the browser reads it, else WebP.
 */
export const COVER_SIZE = { width: 1200, height: 675 } as const;
export const COVER_WIDTHS = [480, 800, 1200] as const;
export const COVER_FORMATS = ["avif", "webp"] as const;
export type CoverFormat = (typeof COVER_FORMATS)[number];

const COVER_SRC = /^(\/images\/blog\/[a-z0-9-]+)\.webp$/;

export function coverFile(base: string, width: number, format: CoverFormat) {
  return `${base}${width === COVER_SIZE.width ? "" : `-${width}`}.${format}`;
}

/** A drawn cover's dark twin is named after it with this suffix: `name-dark.webp`. */
export const DARK_COVER_SUFFIX = "-dark";

/** The file a drawn cover's dark twin would be, or null when `src` is not a rendered cover's name. */
export function darkCoverSrc(src: string) {
  const base = COVER_SRC.exec(src)?.[1];
  return base && !base.endsWith(DARK_COVER_SUFFIX) ? `${base}${DARK_COVER_SUFFIX}.webp` : null;
}

export type CoverImage = {
  src: string;
  width: number;
  height: number;
  srcSet: Record<CoverFormat, string>;
};

/** A cover's files, or null when `src` is not a rendered cover (`/images/blog/<name>.webp`). */
export function coverImage(src: string): CoverImage | null {
  const base = COVER_SRC.exec(src)?.[1];
  if (!base) return null;
  const srcSet = (format: CoverFormat) =>
    COVER_WIDTHS.map((width) => `${coverFile(base, width, format)} ${width}w`).join(", ");
  return { src, ...COVER_SIZE, srcSet: { avif: srcSet("avif"), webp: srcSet("webp") } };
}
