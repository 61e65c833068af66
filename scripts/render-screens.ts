/**
 * Renders the product screenshots from the static mock screens in scripts/screens/*.html to WebP
 * and AVIF in public/images/screens/: light and dark (the site's tokens from app/styles/app.css plus
 * the shared scripts/screens/screens.css), each at every width in SCREEN_WIDTHS. Each mock declares
 * its size: <meta name="screen-size" content="1280x800">. WebP comes from the browser's own
 * encoder, AVIF from sharp (libvips), both from the same lossless screenshot.
 * Usage: npm run screens:render [-- name ...]   (the images are committed)
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import sharp from "sharp";
import {
  PHONE_SCREEN_MAX_BYTES,
  PHONE_SCREEN_WIDTHS,
  SCREEN_FORMATS,
  SCREEN_WIDTHS,
  screenFile,
  type ScreenFormat,
  type ScreenTheme,
} from "../app/lib/screen-image.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.ts";
import { interFontFace } from "./inter-font.ts";

const SOURCE_DIR = "scripts/screens";
const OUT_DIR = "public/images/screens";
/**
 * Each format's quality (0–1), and how far phone widths may step it down to fit
 * PHONE_SCREEN_MAX_BYTES. AVIF's scale reads lower for the same look.
 */
const QUALITY: Record<ScreenFormat, { start: number; step: number; lowest: number }> = {
  webp: { start: 0.82, step: 0.04, lowest: 0.3 },
  avif: { start: 0.55, step: 0.05, lowest: 0.3 },
};
const THEMES: ScreenTheme[] = ["light", "dark"];

/** The site's colour tokens: the :root and .dark blocks of the site stylesheet. */
function siteTokens() {
  const css = readFileSync("app/styles/app.css", "utf8");
  const block = (selector: string) => {
    const match = new RegExp(`^${selector.replace(".", "\\.")} \\{[^}]*\\}`, "m").exec(css);
    if (!match) throw new Error(`app/styles/app.css has no ${selector} block`);
    return match[0];
  };
  return `${block(":root")}\n${block(".dark")}`;
}

const only = process.argv.slice(2);
const head = `${interFontFace()}<style>${siteTokens()}\n${readFileSync(path.join(SOURCE_DIR, "screens.css"), "utf8")}</style>`;

/** A PNG screenshot scaled to `width` and encoded as WebP by the browser's own encoder. */
async function toWebp(page: Page, png: Buffer, width: number, quality: number) {
  const base64 = await page.evaluate(
    async ({ base64, width, quality }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = Math.round((image.naturalHeight * width) / image.naturalWidth);
      const context = canvas.getContext("2d")!;
      context.imageSmoothingQuality = "high";
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b!), "image/webp", quality),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { base64: png.toString("base64"), width, quality },
  );
  return Buffer.from(base64, "base64");
}

/** A PNG screenshot scaled to `width` and encoded as AVIF. */
function toAvif(png: Buffer, width: number, quality: number) {
  return sharp(png)
    .resize({ width })
    .avif({ quality: Math.round(quality * 100), effort: 6 })
    .toBuffer();
}

/** The file at `width`: at its format's quality, or for a phone the best within the phone budget. */
async function encode(page: Page, png: Buffer, width: number, format: ScreenFormat) {
  const { start, step, lowest } = QUALITY[format];
  const at = (quality: number) =>
    format === "webp" ? toWebp(page, png, width, quality) : toAvif(png, width, quality);
  const budget = PHONE_SCREEN_MAX_BYTES[format];
  let quality = start;
  let bytes = await at(quality);
  while (PHONE_SCREEN_WIDTHS.includes(width) && bytes.length > budget) {
    quality = Math.round((quality - step) * 100) / 100;
    if (quality < lowest) throw new Error(`A ${width} px ${format} stays over ${budget} bytes`);
    bytes = await at(quality);
  }
  return { bytes, quality };
}

const browser = await chromium.launch({
  executablePath: chromiumPath() ?? undefined,
  args: CHROMIUM_ARGS,
});
for (const file of readdirSync(SOURCE_DIR).filter((f) => f.endsWith(".html"))) {
  const name = path.basename(file, ".html");
  if (only.length && !only.includes(name)) continue;
  const html = readFileSync(path.join(SOURCE_DIR, file), "utf8").replace(
    /<link rel="stylesheet" href="screens.css" \/>/,
    head,
  );
  const size = /name="screen-size" content="(\d+)x(\d+)"/.exec(html);
  const width = Number(size?.[1] ?? 1280);
  const height = Number(size?.[2] ?? 800);
  const page = await browser.newPage({ viewport: { width, height } });
  for (const theme of THEMES) {
    await page.setContent(theme === "dark" ? html.replace("<html", '<html class="dark"') : html);
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: "png" });
    for (const outWidth of SCREEN_WIDTHS) {
      for (const format of SCREEN_FORMATS) {
        const { bytes, quality } = await encode(page, png, outWidth, format);
        const out = path.join(OUT_DIR, path.basename(screenFile(name, theme, outWidth, format)));
        writeFileSync(out, bytes);
        console.log(`${out} ${(bytes.length / 1024).toFixed(1)} KB (quality ${quality})`);
      }
    }
  }
  await page.close();
}
await browser.close();
