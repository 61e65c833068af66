/**
 * Renders the product screenshots from the static mock screens in scripts/screens/*.html to WebP
 * in public/images/screens/: light and dark (the site's tokens from app/styles/app.css plus the
 * shared scripts/screens/screens.css), each at every width in SCREEN_WIDTHS. Each mock declares its
 * size: <meta name="screen-size" content="1280x800">.
 * Usage: npm run screens:render [-- name ...]   (the WebP files are committed)
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import {
  PHONE_SCREEN_MAX_BYTES,
  PHONE_SCREEN_WIDTHS,
  SCREEN_WIDTHS,
  screenFile,
  type ScreenTheme,
} from "../app/lib/screen-image.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.ts";
import { interFontFace } from "./inter-font.ts";

const SOURCE_DIR = "scripts/screens";
const OUT_DIR = "public/images/screens";
const QUALITY = 0.82;
/** Phone widths step their quality down from QUALITY until they fit PHONE_SCREEN_MAX_BYTES. */
const QUALITY_STEP = 0.04;
const LOWEST_QUALITY = 0.3;
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

/** The WebP at `width`: at QUALITY, or for a phone the best quality within the phone budget. */
async function encode(page: Page, png: Buffer, width: number) {
  let quality = QUALITY;
  let bytes = await toWebp(page, png, width, quality);
  while (PHONE_SCREEN_WIDTHS.includes(width) && bytes.length > PHONE_SCREEN_MAX_BYTES) {
    quality = Math.round((quality - QUALITY_STEP) * 100) / 100;
    if (quality < LOWEST_QUALITY) {
      throw new Error(`A ${width} px screen stays over ${PHONE_SCREEN_MAX_BYTES} bytes`);
    }
    bytes = await toWebp(page, png, width, quality);
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
      const { bytes, quality } = await encode(page, png, outWidth);
      const out = path.join(OUT_DIR, path.basename(screenFile(name, theme, outWidth)));
      writeFileSync(out, bytes);
      console.log(`${out} ${(bytes.length / 1024).toFixed(1)} KB (quality ${quality})`);
    }
  }
  await page.close();
}
await browser.close();
