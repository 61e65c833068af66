/**
 * Screenshots of pages at phone and desktop widths in both themes, for looking at what we build.
 * Usage: npm run screenshots -- [--base http://localhost:3000] [--out screenshots] [--full] /path ...
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../build/chromium.ts";

const args = process.argv.slice(2);
function option(name: string, fallback: string) {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value ?? fallback;
}
const base = option("--base", "http://localhost:3000");
const out = option("--out", "screenshots");
const fullPage = args.includes("--full");
const paths = args.filter((arg) => arg.startsWith("/"));

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath() ?? undefined,
  args: CHROMIUM_ARGS,
});
for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 844 : 800 },
      colorScheme,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    for (const route of paths.length ? paths : ["/"]) {
      await page.goto(base + route, { waitUntil: "networkidle" });
      // A whole-page capture is not a viewport: draw the bands that wait to near it. A build
      // numbers its bands and shortens their class (scripts/build/class-names.ts); the dev server does neither.
      if (fullPage) {
        await page.addStyleTag({
          content: ".render-when-near, [data-band] { content-visibility: visible; }",
        });
      }
      const name = `${route.replace(/[^a-z0-9]+/gi, "_") || "_"}-${width}-${colorScheme}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage });
      console.log(path.join(out, name));
    }
    await context.close();
  }
}
await browser.close();
