/**
 * The mock product screens (scripts/render/screens/*.html) as a browser draws them, shared by their
 * renderer (render-screens.ts) and its test: the page with the site's tokens and font, and the
 * phone's crop of the panel each mock names, laid out at the crop's width.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { PHONE_CROP, PHONE_MIN_TEXT_PX, type ScreenTheme } from "../../app/lib/screen-image.ts";
import { interFontFace } from "../build/inter-font.ts";

export const MOCKS_DIR = "scripts/render/screens";

/**
 * The page's margin around the phone's panel, in the mock's pixels, and the strip kept clear under a
 * panel taller than the crop: the zoom button (36 px, 12 px from the corner, drawn 356/340 larger on
 * a 390 px phone) sits there on the page's background, not on the panel's text.
 */
export const PHONE_GUTTER = 8;
const PHONE_BUTTON_CLEARANCE = 52;
/** How far a panel taller than the crop fades out above the clear strip. */
const PHONE_FADE = 48;

export type Clip = { x: number; y: number; width: number; height: number };

export function mockNames() {
  return readdirSync(MOCKS_DIR)
    .filter((file) => file.endsWith(".html"))
    .map((file) => path.basename(file, ".html"));
}

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

/** A mock's document in one theme, its size and the selector of the panel a phone shows. */
export function readMock(name: string) {
  const file = `${name}.html`;
  const head = `${interFontFace()}<style>${siteTokens()}\n${readFileSync(path.join(MOCKS_DIR, "screens.css"), "utf8")}</style>`;
  const html = readFileSync(path.join(MOCKS_DIR, file), "utf8").replace(
    /<link rel="stylesheet" href="screens.css" \/>/,
    head,
  );
  const size = /name="screen-size" content="(\d+)x(\d+)"/.exec(html);
  const panel = /name="phone-panel" content="([^"]+)"/.exec(html)?.[1];
  if (!panel) throw new Error(`${file} names no phone-panel`);
  return {
    file,
    width: Number(size?.[1] ?? 1280),
    height: Number(size?.[2] ?? 800),
    panel,
    html: (theme: ScreenTheme) =>
      theme === "dark" ? html.replace("<html", '<html class="dark"') : html,
  };
}

/**
 * Lays the phone's panel out at the crop's width where it stands, so its text wraps inside the
 * crop, hides everything beside and below it, and returns the crop's clip: the panel with
 * PHONE_GUTTER of page around it. A panel taller than the crop fades out above a clear strip for
 * the zoom button. The mock can adjust the panel's narrow layout under `html.phone`.
 */
export async function layOutPhonePanel(page: Page, selector: string): Promise<Clip> {
  const panel = page.locator(selector).first();
  await panel.evaluate(
    (element, { width, height, fade }) => {
      document.documentElement.classList.add("phone");
      Object.assign(element.style, {
        boxSizing: "border-box",
        width: `${width}px`,
        minWidth: "0",
        maxWidth: "none",
        flex: "none",
        justifySelf: "start",
        alignSelf: "start",
      });
      for (const other of document.body.querySelectorAll("*")) {
        if (!other.contains(element) && !element.contains(other)) {
          (other as HTMLElement).style.visibility = "hidden";
        }
      }
      if (element.getBoundingClientRect().height > height) {
        const mask = `linear-gradient(to bottom, #000 calc(100% - ${fade}px), transparent)`;
        Object.assign(element.style, {
          maxHeight: `${height}px`,
          overflow: "hidden",
          maskImage: mask,
        });
      }
    },
    {
      width: PHONE_CROP.width - 2 * PHONE_GUTTER,
      height: PHONE_CROP.height - PHONE_GUTTER - PHONE_BUTTON_CLEARANCE,
      fade: PHONE_FADE,
    },
  );
  const box = await panel.boundingBox();
  if (!box) throw new Error(`${selector} is not drawn`);
  const viewport = page.viewportSize()!;
  return {
    x: Math.min(Math.max(box.x - PHONE_GUTTER, 0), viewport.width - PHONE_CROP.width),
    y: Math.min(Math.max(box.y - PHONE_GUTTER, 0), viewport.height - PHONE_CROP.height),
    width: PHONE_CROP.width,
    height: PHONE_CROP.height,
  };
}

/**
 * What breaks one of the phone crop's rules: a panel wider than the crop, and shown text in `clip`
 * cut by the crop's left or right edge or smaller than PHONE_MIN_TEXT_PX.
 */
export function phoneCropProblems(page: Page, selector: string, clip: Clip) {
  return page
    .locator(selector)
    .first()
    .evaluate(
      (panel, { clip, min }) => {
        const found: string[] = [];
        const box = panel.getBoundingClientRect();
        if (box.left < clip.x || box.right > clip.x + clip.width) {
          found.push(`the panel is ${box.width} px wide`);
        }
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const text = walker.currentNode as Text;
          const parent = text.parentElement!;
          if (!text.data.trim() || !parent.checkVisibility({ visibilityProperty: true })) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          const rects = [...range.getClientRects()].filter(
            (rect) =>
              rect.width > 0 &&
              rect.right > clip.x &&
              rect.left < clip.x + clip.width &&
              rect.bottom > clip.y &&
              rect.top < clip.y + clip.height,
          );
          if (!rects.length) continue;
          const quote = text.data.trim().replace(/\s+/g, " ").slice(0, 40);
          const size = parseFloat(getComputedStyle(parent).fontSize);
          if (size < min) found.push(`${size} px text: ${quote}`);
          if (rects.some((rect) => rect.left < clip.x || rect.right > clip.x + clip.width + 0.5)) {
            found.push(`cut at the crop's edge: ${quote}`);
          }
        }
        return found;
      },
      { clip, min: PHONE_MIN_TEXT_PX },
    );
}
