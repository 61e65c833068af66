/**
 * Renders the blog's cover images from the drawings in scripts/render/covers/<name>.svg, whose colours are
 * the site's tokens written `{brand}`, `{foreground}`, … (app/styles/app.css), and the cover's field
 * `{ground}`, to AVIF and WebP at every width of COVER_WIDTHS in public/images/blog/: `<name>` in the
 * light theme's tokens on its muted field, and its dark twin `<name>-dark` in the dark theme's on its
 * card colour (the brand red is one colour in both). A post names them by their full-size WebP:
 * `cover.src: /images/blog/<name>.webp`, `cover.dark: /images/blog/<name>-dark.webp`.
 * Usage: npm run covers:render [-- name ...]   (the images are committed)
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  COVER_FORMATS,
  COVER_SIZE,
  COVER_WIDTHS,
  DARK_COVER_SUFFIX,
  coverFile,
} from "../../app/lib/cover-image.ts";
import { darkToken, lightToken } from "../build/brand-colours.ts";

const SOURCE_DIR = "scripts/render/covers";
const OUT_DIR = "public/images/blog";
const QUALITY = { avif: 55, webp: 80 } as const;

/** Each theme's file suffix, its tokens and the token its field `{ground}` takes. */
const THEMES = [
  { suffix: "", token: lightToken, ground: "muted" },
  { suffix: DARK_COVER_SUFFIX, token: darkToken, ground: "card" },
] as const;

/** The drawing with every `{token}` replaced by the theme's colour for it. */
export function coverSvg(svg: string, theme: (typeof THEMES)[number] = THEMES[0]) {
  return svg.replace(/\{([a-z-]+)\}/g, (match, token: string) =>
    token.length > 1 && /^[a-z]+(-[a-z]+)*$/.test(token)
      ? theme.token(token === "ground" ? theme.ground : token)
      : match,
  );
}

const only = process.argv.slice(2);
const names = readdirSync(SOURCE_DIR)
  .filter((file) => file.endsWith(".svg"))
  .map((file) => path.basename(file, ".svg"))
  .filter((name) => only.length === 0 || only.includes(name));

for (const name of names)
  for (const theme of THEMES) {
    const drawing = readFileSync(path.join(SOURCE_DIR, `${name}.svg`), "utf8");
    const svg = Buffer.from(coverSvg(drawing, theme));
    for (const width of COVER_WIDTHS) {
      const height = Math.round((COVER_SIZE.height * width) / COVER_SIZE.width);
      const image = sharp(svg, { density: 72 * (width / COVER_SIZE.width) * 2 }).resize(
        width,
        height,
      );
      for (const format of COVER_FORMATS) {
        const base = `/${name}${theme.suffix}`;
        const file = path.join(OUT_DIR, path.basename(coverFile(base, width, format)));
        const data = await image.clone().toFormat(format, { quality: QUALITY[format] }).toBuffer();
        writeFileSync(file, data);
        console.log(`${file} ${(data.length / 1024).toFixed(1)} KB`);
      }
    }
  }
