/**
 * Renders the product screenshots from the static mock screens in scripts/render/screens/*.html to WebP
 * and AVIF in public/images/screens/: light and dark (the site's tokens from app/styles/app.css plus
 * the shared scripts/render/screens/screens.css), each at every width in SCREEN_WIDTHS. Each mock declares
 * its size: <meta name="screen-size" content="1280x800">, and the panel a phone shows instead of the
 * whole screen: <meta name="phone-panel" content="selector">, laid out at PHONE_CROP's width and cut
 * from its top left (screen-mock.ts); a crop with text cut at its edge or too small is refused.
 * WebP comes from the browser's own encoder, AVIF from sharp (libvips), both from the same lossless
 * screenshot.
 * Usage: npm run screens:render [-- [--phone-only] name ...]   (the images are committed);
 * --phone-only renders only the phone crops, leaving the whole screens' files as they are.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import sharp from "sharp";
import {
  PHONE_CROP,
  PHONE_SCREEN_MAX_BYTES,
  PHONE_SCREEN_WIDTHS,
  SCREEN_FORMATS,
  SCREEN_WIDTHS,
  screenFile,
  type ScreenFormat,
  type ScreenTheme,
} from "../../app/lib/screen-image.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../build/chromium.ts";
import { layOutPhonePanel, mockNames, phoneCropProblems, readMock } from "./screen-mock.ts";

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

const phoneOnly = process.argv.includes("--phone-only");
const only = process.argv.slice(2).filter((arg) => arg !== "--phone-only");

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

const browser = await chromium.launch({
  executablePath: chromiumPath() ?? undefined,
  args: CHROMIUM_ARGS,
});
for (const name of mockNames()) {
  if (only.length && !only.includes(name)) continue;
  const { file, width, height, panel, html } = readMock(name);
  const page = await browser.newPage({ viewport: { width, height } });
  const sharpPage = await browser.newPage({
    viewport: { width, height },
    deviceScaleFactor: PHONE_CROP.scale,
  });
  for (const theme of THEMES) {
    await page.setContent(html(theme));
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: "png" });
    await sharpPage.setContent(html(theme));
    await sharpPage.evaluate(() => document.fonts.ready);
    const clip = await layOutPhonePanel(sharpPage, panel);
    const problems = await phoneCropProblems(sharpPage, panel, clip);
    if (problems.length) throw new Error(`${file}, the phone's crop: ${problems.join("; ")}`);
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
