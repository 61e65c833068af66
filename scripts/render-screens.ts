/**
 * Renders the product screenshots from the static mock screens in scripts/screens/*.html to WebP
 * in public/images/screens/. Each mock declares its size: <meta name="screen-size" content="1280x800">.
 * Usage: npm run screens:render [-- name ...]   (the WebP files are committed)
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.ts";
import { interFontFace } from "./inter-font.ts";

const SOURCE_DIR = "scripts/screens";
const OUT_DIR = "public/images/screens";
const QUALITY = 0.82;

const only = process.argv.slice(2);
const fontFace = interFontFace();

const browser = await chromium.launch({
  executablePath: chromiumPath() ?? undefined,
  args: CHROMIUM_ARGS,
});
for (const file of readdirSync(SOURCE_DIR).filter((f) => f.endsWith(".html"))) {
  const name = path.basename(file, ".html");
  if (only.length && !only.includes(name)) continue;
  const html = readFileSync(path.join(SOURCE_DIR, file), "utf8");
  const size = /name="screen-size" content="(\d+)x(\d+)"/.exec(html);
  const width = Number(size?.[1] ?? 1280);
  const height = Number(size?.[2] ?? 800);
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html.replace("<head>", `<head>${fontFace}`));
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: "png" });
  const webp = await page.evaluate(
    async ({ base64, quality }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext("2d")!.drawImage(image, 0, 0);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b!), "image/webp", quality),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { base64: png.toString("base64"), quality: QUALITY },
  );
  const out = path.join(OUT_DIR, `${name}.webp`);
  writeFileSync(out, Buffer.from(webp, "base64"));
  console.log(
    `${out} ${width}x${height} ${(Buffer.from(webp, "base64").length / 1024).toFixed(1)} KB`,
  );
  await page.close();
}
await browser.close();
