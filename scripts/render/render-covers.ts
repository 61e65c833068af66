/**
 * Renders the blog's cover images from the drawings in scripts/render/covers/<name>.svg, whose colours are
 * the site's light tokens written `{brand}`, `{foreground}`, … (app/styles/app.css), to AVIF and WebP
 * at every width of COVER_WIDTHS in public/images/blog/. A post names its cover by the full-size
 * WebP: `cover.src: /images/blog/<name>.webp`.
 * Usage: npm run covers:render [-- name ...]   (the images are committed)
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { COVER_FORMATS, COVER_SIZE, COVER_WIDTHS, coverFile } from "../../app/lib/cover-image.ts";
import { lightToken } from "../build/brand-colours.ts";

const SOURCE_DIR = "scripts/render/covers";
const OUT_DIR = "public/images/blog";
const QUALITY = { avif: 55, webp: 80 } as const;

/** The drawing with every `{token}` replaced by the token's light-theme colour. */
export function coverSvg(svg: string) {
  return svg.replace(/\{([a-z-]+)\}/g, (match, token: string) =>
    token.length > 1 && /^[a-z]+(-[a-z]+)*$/.test(token) ? lightToken(token) : match,
  );
}

const only = process.argv.slice(2);
const names = readdirSync(SOURCE_DIR)
  .filter((file) => file.endsWith(".svg"))
  .map((file) => path.basename(file, ".svg"))
  .filter((name) => only.length === 0 || only.includes(name));

for (const name of names) {
  const svg = Buffer.from(coverSvg(readFileSync(path.join(SOURCE_DIR, `${name}.svg`), "utf8")));
  for (const width of COVER_WIDTHS) {
    const height = Math.round((COVER_SIZE.height * width) / COVER_SIZE.width);
    const image = sharp(svg, { density: 72 * (width / COVER_SIZE.width) * 2 }).resize(
      width,
      height,
    );
    for (const format of COVER_FORMATS) {
      const file = path.join(OUT_DIR, path.basename(coverFile(`/${name}`, width, format)));
      const data = await image.clone().toFormat(format, { quality: QUALITY[format] }).toBuffer();
      writeFileSync(file, data);
      console.log(`${file} ${(data.length / 1024).toFixed(1)} KB`);
    }
  }
}
