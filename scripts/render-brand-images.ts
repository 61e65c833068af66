/**
 * Renders the raster brand images (social card, touch icon, logo) from HTML with headless Chromium.
 * Run after changing the brand: `npm run brand:images`. The PNGs are committed under public/.
 */
import { chromium } from "playwright-core";
import { site } from "../app/content/site.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.ts";
import { interFontFace } from "./inter-font.ts";

const mark = (size: number) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 32 32"><rect fill="#16181d" x="5" y="4" width="6" height="24" rx="1.5"/><rect fill="#c62828" x="13" y="4" width="15" height="6" rx="1.5"/><rect fill="#c62828" x="13" y="13" width="10" height="6" rx="1.5"/><rect fill="#16181d" opacity=".45" x="13" y="22" width="5" height="6" rx="1.5"/></svg>`;

const fontFace = interFontFace();
const font = "font-family: Inter, sans-serif;";
const images = [
  {
    file: "public/og-image.png",
    width: 1200,
    height: 630,
    html: `<div style="${font} width:1200px;height:630px;box-sizing:border-box;padding:80px;background:#fff;display:flex;flex-direction:column;justify-content:space-between;border-bottom:16px solid #c62828">
      <div style="display:flex;align-items:center;gap:20px;font-size:44px;font-weight:700;color:#16181d">${mark(64)}${site.name}</div>
      <div style="font-size:92px;font-weight:800;letter-spacing:-2px;color:#16181d;line-height:1">The Future is <span style="color:#c62828">Human</span></div>
      <div style="font-size:32px;color:#4b505a;max-width:980px;line-height:1.35">${site.tagline}</div>
    </div>`,
  },
  {
    file: "public/apple-touch-icon.png",
    width: 180,
    height: 180,
    html: `<div style="width:180px;height:180px;background:#fff;display:flex;align-items:center;justify-content:center">${mark(132)}</div>`,
  },
  {
    file: "public/logo.png",
    width: 512,
    height: 512,
    html: `<div style="width:512px;height:512px;background:#fff;display:flex;align-items:center;justify-content:center">${mark(400)}</div>`,
  },
];

const browser = await chromium.launch({
  executablePath: chromiumPath() ?? undefined,
  args: CHROMIUM_ARGS,
});
for (const image of images) {
  const page = await browser.newPage({ viewport: { width: image.width, height: image.height } });
  await page.setContent(`${fontFace}<body style="margin:0">${image.html}</body>`);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: image.file });
  console.log(image.file);
  await page.close();
}
await browser.close();
