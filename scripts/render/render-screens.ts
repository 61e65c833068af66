/**
 * Renders the product screenshots from the static mock screens in scripts/render/screens/*.html to WebP
 * and AVIF in public/images/screens/: light and dark (the site's tokens from app/styles/app.css plus
 * the shared scripts/render/screens/screens.css), each at every width in SCREEN_WIDTHS. Each mock declares
 * its size: <meta name="screen-size" content="1280x800">, and the panel a phone shows instead of the
 * whole screen: <meta name="phone-panel" content="selector">, cut at PHONE_CROP from its top left.
 * WebP comes from the browser's own encoder, AVIF from sharp (libvips), both from the same lossless
 * screenshot.
 * Usage: npm run screens:render [-- [--phone-only] name ...]   (the images are committed);
 * --phone-only renders only the phone crops, leaving the whole screens' files as they are.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import sharp from "sharp";
import {
  PHONE_CROP,
  PHONE_MIN_TEXT_PX,
  PHONE_SCREEN_MAX_BYTES,
  PHONE_SCREEN_WIDTHS,
  SCREEN_FORMATS,
  SCREEN_WIDTHS,
  screenFile,
  type ScreenFormat,
  type ScreenTheme,
} from "../../app/lib/screen-image.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../build/chromium.ts";
import { interFontFace } from "../build/inter-font.ts";

const SOURCE_DIR = "scripts/render/screens";
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

const phoneOnly = process.argv.includes("--phone-only");
const only = process.argv.slice(2).filter((arg) => arg !== "--phone-only");
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
async function encode(
  page: Page,
  png: Buffer,
  width: number,
  format: ScreenFormat,
  forPhone = PHONE_SCREEN_WIDTHS.includes(width),
) {
  const { start, step, lowest } = QUALITY[format];
  const at = (quality: number) =>
    format === "webp" ? toWebp(page, png, width, quality) : toAvif(png, width, quality);
  const budget = PHONE_SCREEN_MAX_BYTES[format];
  let quality = start;
  let bytes = await at(quality);
  while (forPhone && bytes.length > budget) {
    quality = Math.round((quality - step) * 100) / 100;
    if (quality < lowest) throw new Error(`A ${width} px ${format} stays over ${budget} bytes`);
    bytes = await at(quality);
  }
  return { bytes, quality };
}

type Clip = { x: number; y: number; width: number; height: number };

/** Every text drawn inside `clip` smaller than PHONE_MIN_TEXT_PX, as "size: text". */
function smallTextIn(page: Page, clip: Clip) {
  return page.evaluate(
    ({ clip, min }) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const text = walker.currentNode as Text;
        const size = parseFloat(getComputedStyle(text.parentElement!).fontSize);
        if (!text.data.trim() || size >= min) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        const inside = [...range.getClientRects()].some(
          (rect) =>
            rect.right > clip.x &&
            rect.left < clip.x + clip.width &&
            rect.bottom > clip.y &&
            rect.top < clip.y + clip.height,
        );
        if (inside) found.push(`${size} px: ${text.data.trim().slice(0, 40)}`);
      }
      return found;
    },
    { clip, min: PHONE_MIN_TEXT_PX },
  );
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
  const panel = /name="phone-panel" content="([^"]+)"/.exec(html)?.[1];
  if (!panel) throw new Error(`${file} names no phone-panel`);
  const page = await browser.newPage({ viewport: { width, height } });
  const sharpPage = await browser.newPage({
    viewport: { width, height },
    deviceScaleFactor: PHONE_CROP.scale,
  });
  for (const theme of THEMES) {
    const themed = theme === "dark" ? html.replace("<html", '<html class="dark"') : html;
    await page.setContent(themed);
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: "png" });
    await sharpPage.setContent(themed);
    await sharpPage.evaluate(() => document.fonts.ready);
    const box = await sharpPage.locator(panel).first().boundingBox();
    if (!box) throw new Error(`${file}: ${panel} is not drawn`);
    const clip = {
      x: Math.min(Math.max(box.x - 8, 0), width - PHONE_CROP.width),
      y: Math.min(Math.max(box.y - 8, 0), height - PHONE_CROP.height),
      width: PHONE_CROP.width,
      height: PHONE_CROP.height,
    };
    const small = await smallTextIn(sharpPage, clip);
    if (small.length) {
      throw new Error(
        `${file}: text under ${PHONE_MIN_TEXT_PX} px in the phone's crop: ${small.join("; ")}`,
      );
    }
    const crop = await sharpPage.screenshot({ type: "png", clip });
    for (const format of SCREEN_FORMATS) {
      const { bytes, quality } = await encode(
        page,
        crop,
        PHONE_CROP.width * PHONE_CROP.scale,
        format,
        true,
      );
      const out = path.join(OUT_DIR, path.basename(screenFile(name, theme, "phone", format)));
      writeFileSync(out, bytes);
      console.log(`${out} ${(bytes.length / 1024).toFixed(1)} KB (quality ${quality})`);
    }
    for (const outWidth of phoneOnly ? [] : SCREEN_WIDTHS) {
      for (const format of SCREEN_FORMATS) {
        const { bytes, quality } = await encode(page, png, outWidth, format);
        const out = path.join(OUT_DIR, path.basename(screenFile(name, theme, outWidth, format)));
        writeFileSync(out, bytes);
        console.log(`${out} ${(bytes.length / 1024).toFixed(1)} KB (quality ${quality})`);
      }
    }
  }
  await page.close();
  await sharpPage.close();
}
await browser.close();
