/**
 * The HTML of a page's social card (1200x630): the Fabric mark, the product the page belongs to,
 * the page's title and its description. Rendered to PNG by render-brand-images.ts.
 */
import type { PageMeta } from "../../app/content/pages.ts";
import { site } from "../../app/content/site.ts";
import { brandColours } from "../build/brand-colours.ts";

const { brand: BRAND_RED, ink: INK, muted: MUTED } = brandColours();

export const brandMark = (size: number) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 32 32"><rect fill="${INK}" x="5" y="4" width="6" height="24" rx="1.5"/><rect fill="${BRAND_RED}" x="13" y="4" width="15" height="6" rx="1.5"/><rect fill="${BRAND_RED}" x="13" y="13" width="10" height="6" rx="1.5"/><rect fill="${INK}" opacity=".45" x="13" y="22" width="5" height="6" rx="1.5"/></svg>`;

/** The product (or kind of page) a route belongs to, shown after the wordmark. */
export function cardEyebrow(path: string): string | null {
  if (path.startsWith("/products/flows")) return "Flows";
  if (path.startsWith("/products/source")) return "Source";
  if (path.startsWith("/products/trust") || path.startsWith("/verify/")) return "Trust";
  if (path.startsWith("/use-cases/")) return "Use case";
  if (path.startsWith("/blog")) return "Blog";
  return null;
}

/** The title without the " | Fabric…" suffix that search results need and a card does not. */
export function cardTitle(page: PageMeta) {
  return page.title.replace(/\s*\|\s*Fabric.*$/i, "");
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function titleSize(title: string) {
  if (title.length <= 24) return 88;
  if (title.length <= 44) return 72;
  return 62;
}

export function socialCardHtml(page: PageMeta) {
  const home = page.path === "/";
  const eyebrow = cardEyebrow(page.path);
  const title = home
    ? `The Future is <span style="color:${BRAND_RED}">Human</span>`
    : // Non-breaking hyphens: "proof-of-human" must not wrap after "proof-of-".
      escape(cardTitle(page)).replace(/(\w)-(\w)/g, "$1\u2011$2");
  const description = escape(home ? site.tagline : page.description);
  const size = titleSize(home ? "The Future is Human" : cardTitle(page));
  return `<div style="font-family:Inter,sans-serif;width:1200px;height:630px;box-sizing:border-box;padding:72px 80px 64px;position:relative;overflow:hidden;background:#fff;display:flex;flex-direction:column;justify-content:space-between;border-bottom:16px solid ${BRAND_RED}">
  <div style="position:absolute;right:-160px;top:-220px;width:520px;height:520px;border-radius:50%;background:#fcecec"></div>
  <div style="position:relative;display:flex;align-items:center;gap:18px;font-size:40px;font-weight:700;color:${INK}">${brandMark(56)}${site.name}${
    eyebrow
      ? `<span style="color:#b4b8bf;font-weight:400">/</span><span style="color:${BRAND_RED};font-weight:600">${eyebrow}</span>`
      : ""
  }</div>
  <div style="position:relative;font-size:${size}px;font-weight:800;letter-spacing:-0.03em;color:${INK};line-height:1.05;max-width:1000px;text-wrap:balance">${title}</div>
  <div style="font-size:28px;color:${MUTED};max-width:980px;line-height:1.4;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden">${description}</div>
</div>`;
}
