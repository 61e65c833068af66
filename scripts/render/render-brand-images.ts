/**
 * Renders the raster brand images with headless Chromium and Inter: every page's social card
 * (public/og/*.png, see socialImagePath), the touch icon and the logo. Run after changing the brand
 * or adding a page: `npm run brand:images`. The PNGs are committed; a unit test checks each page has one.
 * They are reduced to a 256-colour palette, which flat brand art survives unchanged, at a third of the bytes.
 */

const PALETTE_COLOURS = 256;

function optimisedPng(png: Buffer) {
  const image = UPNG.decode(new Uint8Array(png).buffer);
  const rgba = UPNG.toRGBA8(image);
  return Buffer.from(UPNG.encode(rgba, image.width, image.height, PALETTE_COLOURS));
}
import { mkdirSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import UPNG from "upng-js";
import { sitePages as allPages } from "../../app/lib/site-pages.server.ts";
import { SOCIAL_IMAGE_SIZE, socialImagePath } from "../../app/lib/seo.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../build/chromium.ts";
import { interFontFace } from "../build/inter-font.ts";
import { brandMark, socialCardHtml } from "./social-card.ts";

const squareMark = (size: number, markSize: number) =>
  `<div style="width:${size}px;height:${size}px;background:#fff;display:flex;align-items:center;justify-content:center">${brandMark(markSize)}</div>`;

const images = [
  // Pages that borrow another's card (`socialImage`) have none of their own.
  ...allPages
    .filter((page) => !page.socialImage)
    .map((page) => ({
      file: `public${socialImagePath(page)}`,
      ...SOCIAL_IMAGE_SIZE,
      html: socialCardHtml(page),
    })),
  { file: "public/apple-touch-icon.png", width: 180, height: 180, html: squareMark(180, 132) },
  { file: "public/logo.png", width: 512, height: 512, html: squareMark(512, 400) },
];

mkdirSync("public/og", { recursive: true });
const fontFace = interFontFace();
const browser = await chromium.launch({
  executablePath: chromiumPath() ?? undefined,
  args: CHROMIUM_ARGS,
});
for (const image of images) {
  const page = await browser.newPage({ viewport: { width: image.width, height: image.height } });
  await page.setContent(`${fontFace}<body style="margin:0">${image.html}</body>`);
  await page.evaluate(() => document.fonts.ready);
  const png = optimisedPng(await page.screenshot());
  writeFileSync(image.file, png);
  console.log(`${image.file} ${(png.length / 1024).toFixed(1)} KB`);
  await page.close();
}
await browser.close();
