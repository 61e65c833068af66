/**
 * The heights of a page's far bands, measured at build. A band that waits to near the viewport
 * (`render-when-near`) is laid out at an estimated height until then; an estimate far from the truth
 * makes the page's height jump as a visitor scrolls. So the build draws every page in Chromium at
 * the widths below, measures each band's content height, and writes the page a rule per band that
 * gives it that height at each width, straight lines between the widths measured. A band added or
 * changed is measured by the next build, with nothing to tune by hand.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { brandFont, type BrandFont } from "../../app/lib/brand-font.ts";
import { HEADLESS_ARGS, headlessChromiumPath } from "./chromium.ts";

/**
 * Viewport widths measured, in px: a phone's, both sides of each of Tailwind's breakpoints
 * (a layout changes at once there), and points between, since text grows taller as a line narrows.
 * Below the first and above the last a band keeps the height measured there (the page is at its
 * widest measure by the last).
 */
export const BAND_WIDTHS = [
  360, 390, 480, 639, 640, 767, 768, 896, 1023, 1024, 1152, 1279, 1280, 1440, 1536,
] as const;

/** The attribute the build gives each band, numbered in document order. */
export const BAND_ATTRIBUTE = "data-band";
/** The custom property a band's rule sets, which the `render-when-near` utility reads. */
export const BAND_PROPERTY = "--band-height";
const BAND_CLASS = /\bclass="([^"]*\brender-when-near\b[^"]*)"/g;

/** Numbers every band of a page's markup; returns the markup and how many bands it has. */
export function tagBands(html: string): { html: string; count: number } {
  let count = 0;
  const tagged = html.replace(BAND_CLASS, (match) => `${BAND_ATTRIBUTE}="${count++}" ${match}`);
  return { html: tagged, count };
}

/** A page's bands' rules, the stylesheet the build writes before the site's, or null. */
const BAND_RULES = new RegExp(`<style>([^<]*\\[${BAND_ATTRIBUTE}="[^<]*)</style>`);

/**
 * The band heights another build of the same page measured (its rules, their property named as
 * here), for a page whose markup (`html`, tagged) has as many bands as that build's (`measured`);
 * null where it has none or another count, and the page is measured. A build of the same source
 * with other settings (the consent tests' measurement ids, whose banner and footer link sit outside
 * every band) measures nothing again. That build shortened `BAND_PROPERTY` to `measuredProperty`
 * (scripts/build/property-names.ts), and this one may shorten it to another name: a rule copied as
 * it was would set a property nothing reads, and every band would take the utility's default.
 */
export function bandRulesFrom(
  html: string,
  measured: string,
  measuredProperty = BAND_PROPERTY,
): string | null {
  // Attributes, not the rules' selectors (`[data-band="0"]`).
  const count = (markup: string) => markup.split(` ${BAND_ATTRIBUTE}="`).length - 1;
  const rules = BAND_RULES.exec(measured)?.[1];
  if (!rules || count(measured) !== count(html)) return null;
  return rules.replaceAll(`{${measuredProperty}:`, `{${BAND_PROPERTY}:`);
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * The height between two measured widths, as a length that follows the viewport's width: in tenths
 * of a vw and whole pixels, through the first width, so within 1.3 px of the measured line up to
 * the widest width (a fraction of `BAND_TOLERANCE`), in fewer digits on every page.
 */
export function heightBetween(from: [number, number], to: [number, number]): string {
  const [w0, h0] = from;
  const [w1, h1] = to;
  const vw = w1 === w0 ? 0 : round(((h1 - h0) / (w1 - w0)) * 100, 1);
  const px = Math.round(h0 - (vw / 100) * w0);
  if (vw === 0) return `${Math.round(h0)}px`;
  return `calc(${px}px ${vw < 0 ? "-" : "+"} ${Math.abs(vw)}vw)`;
}

/**
 * How far a band's line may pass from a height measured between its ends, in px: a band is
 * written as few straight lines as keep every measured width within this (the page-height test
 * allows 1 % of the page from load to the end of a scroll, over all its bands).
 */
export const BAND_TOLERANCE = (height: number) => Math.max(4, height * 0.004);

/** Whether a width is the last before one of Tailwind's breakpoints (measured 1 px on). */
const beforeBreakpoint = (i: number) => BAND_WIDTHS[i + 1] === BAND_WIDTHS[i]! + 1;

/**
 * One band's lines: for each, the index of the width it starts at and its value. A line never
 * crosses a breakpoint (the layout changes at once there: the line before it holds up to it, the
 * next starts on it), and it runs as far as the heights measured between its ends lie near it.
 */
export function bandLines(heights: readonly number[]): { from: number; value: string }[] {
  const point = (i: number): [number, number] => [BAND_WIDTHS[i]!, heights[i]!];
  const near = (a: number, b: number) => {
    const [w0, h0] = point(a);
    const [w1, h1] = point(b);
    for (let i = a + 1; i < b; i++) {
      const [w, h] = point(i);
      if (Math.abs(h0 + ((h1 - h0) * (w - w0)) / (w1 - w0) - h) > BAND_TOLERANCE(h)) return false;
    }
    return true;
  };
  const last = BAND_WIDTHS.length - 1;
  const lines: { from: number; value: string }[] = [];
  for (let from = 0; from < last;) {
    let to = from + 1;
    while (to < last && !beforeBreakpoint(to) && near(from, to + 1)) to++;
    lines.push({ from, value: heightBetween(point(from), point(to)) });
    from = beforeBreakpoint(to) ? to + 1 : to;
  }
  lines.push({ from: last, value: `${Math.round(heights[last]!)}px` });
  return lines;
}

/**
 * A page's rules: `heights[i][b]` is band b's height at `BAND_WIDTHS[i]`. Each band's height goes
 * in `BAND_PROPERTY`; a band's rule is written again only where its value changes.
 */
export function bandRules(heights: readonly (readonly number[])[]): string {
  const bands = heights[0]?.length ?? 0;
  const byWidth = BAND_WIDTHS.map(() => [] as string[]);
  for (let band = 0; band < bands; band++) {
    let previous = "";
    for (const { from, value } of bandLines(heights.map((row) => row[band]!))) {
      if (value === previous) continue;
      previous = value;
      byWidth[from]!.push(`[${BAND_ATTRIBUTE}="${band}"]{${BAND_PROPERTY}:${value}}`);
    }
  }
  return byWidth
    .map((rules, i) => {
      if (rules.length === 0) return "";
      return i === 0 ? rules.join("") : `@media (min-width:${BAND_WIDTHS[i]}px){${rules.join("")}}`;
    })
    .join("");
}

const ORIGIN = "http://build.local";

/**
 * What a page's band heights follow: its stylesheets and its markup from its first band on (the
 * page's own content above it moves a band, never resizes it). Pages alike in these, the blog's
 * posts with their call to action, are measured once: a post costs the build no browser time.
 */
export function bandLayoutKey(html: string) {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  const from = html.lastIndexOf("<", html.indexOf(`${BAND_ATTRIBUTE}="0"`));
  return createHash("sha256")
    .update(styles.join("\n"))
    .update("\0")
    .update(html.slice(from))
    .digest("base64");
}

/**
 * The build's file a request's path names, or null for any path that leaves `clientDir`: a page
 * measured here is the build's own, but its markup comes from posts and content anyone may edit,
 * and a path with `..` (plain or percent-encoded) read files beside the build into its heights.
 */
export function buildFile(clientDir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.split(/[\\/]/).includes("..")) return null;
  const root = path.resolve(clientDir);
  const file = path.resolve(root, `.${decoded}`);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * Measures the bands of each page (paths relative to `clientDir`, already tagged) in Chromium.
 * Returns each page's rules, or null when no Chromium is installed: the pages then keep the
 * utility's one estimate, and the build says so. `fontSwap` is the brand face's module
 * (`app/entry.font.ts`): the page would load it after its first paint and swap the face in
 * whenever it arrived, in the middle of the fallback face's widths on one build and not on
 * another, so the measuring browser never loads it and puts the face in itself.
 */
export async function measureBandSizes(
  clientDir: string,
  pages: readonly { file: string; url: string }[],
  fontSwap: string,
): Promise<Map<string, string> | null> {
  const executablePath = headlessChromiumPath();
  if (!executablePath) return null;
  const browser = await chromium.launch({ executablePath, args: HEADLESS_ARGS });
  const rules = new Map<string, string>();
  try {
    const context = await browser.newContext({ viewport: { width: BAND_WIDTHS[0], height: 900 } });
    // The build's files, as the server would send them; nothing leaves the machine.
    await context.route("**/*", async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN || url.pathname === fontSwap) return route.abort();

      const file = buildFile(clientDir, url.pathname);
      if (!file) return route.fulfill({ status: 404 });
      try {
        // The page's own scripts never run here: nothing they do changes a band's height (the
        // brand face, which does, is put in below), and a page's markup comes from its content.
        const headers = { "content-security-policy": "script-src 'none'" };
        await route.fulfill({ body: readFileSync(file), contentType: contentType(file), headers });
      } catch {
        await route.fulfill({ status: 404 });
      }
    });
    const tab = await context.newPage();
    const byLayout = new Map<string, string>();
    for (const page of pages) {
      const layout = bandLayoutKey(readFileSync(page.file, "utf8"));
      const known = byLayout.get(layout);
      if (known !== undefined) {
        rules.set(page.file, known);
        continue;
      }
      await tab.setViewportSize({ width: BAND_WIDTHS[0], height: 900 });
      await tab.goto(ORIGIN + page.url, { waitUntil: "load" });
      await tab.addStyleTag({ content: ".render-when-near{content-visibility:visible}" });
      // A page is read in either face: a visit's first page in the fallback, the pages after it
      // in the brand face (app/lib/brand-font.ts). Each band's height is the mean of the two, so
      // neither face's line breaks put the page's height more than half their difference off.
      const measure = async () => {
        const heights: number[][] = [];
        let sources = await tab.evaluate(sourcesShown);
        for (const width of BAND_WIDTHS) {
          await tab.setViewportSize({ width, height: 900 });
          // A picture whose source changed with the width (its phone crop below 640 px) takes the
          // new source's proportions only at the next frame: read at once, a mock screen's band
          // came out 200 px short, and on 640 px a band's height varied from build to build.
          const shown = await tab.evaluate(sourcesShown);
          if (shown !== sources) await tab.evaluate(nextFrames);
          sources = shown;
          heights.push(await tab.evaluate(contentHeights, BAND_ATTRIBUTE));
        }
        return heights;
      };
      const inFallback = await measure();
      await tab.evaluate(addBrandFace, brandFont(""));
      const inBrandFace = await measure();
      const measured = bandRules(
        inFallback.map((bands, row) =>
          bands.map((height, band) => Math.round((height + inBrandFace[row]![band]!) / 2)),
        ),
      );
      byLayout.set(layout, measured);
      rules.set(page.file, measured);
    }
  } finally {
    await browser.close();
  }
  return rules;
}

/** Which of the page's pictures' sources match the window now, as one string. */
function sourcesShown() {
  return [...document.querySelectorAll<HTMLSourceElement>("source[media]")]
    .map((source) => matchMedia(source.media).matches)
    .join();
}

/** Resolves once the browser has drawn two more frames. */
function nextFrames() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Adds the brand face the head script names and waits until the page is laid out in it. */
async function addBrandFace({ family, weight }: BrandFont) {
  const url = /"(\/assets\/[^"]+\.woff2)"/.exec(document.head.innerHTML)?.[1];
  if (!url) return;
  const face = new FontFace(family, `url(${url})`, { weight });
  document.fonts.add(await face.load());
  await document.fonts.ready;
}

/** Each band's content height (what `contain-intrinsic-size` stands in for), in document order. */
function contentHeights(attribute: string) {
  return [...document.querySelectorAll<HTMLElement>(`[${attribute}]`)].map((band) => {
    const style = getComputedStyle(band);
    const edges = ["paddingTop", "paddingBottom", "borderTopWidth", "borderBottomWidth"] as const;
    const height = band.getBoundingClientRect().height;
    return edges.reduce((content, edge) => content - parseFloat(style[edge]), height);
  });
}

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".css": "text/css",
  ".js": "text/javascript",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".png": "image/png",
};
function contentType(file: string) {
  return TYPES[path.extname(file)] ?? "application/octet-stream";
}
