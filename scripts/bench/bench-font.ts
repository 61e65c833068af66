/**
 * `npm run bench:font`: the brand face on a visit's first page. For every route at 390 and 1440 px,
 * a fresh browser context (nothing cached) loads the page and reports which face DevTools says drew
 * its h1 once the page has loaded and the font's fetch has settled, the page's layout shifts summed,
 * its first contentful and largest paints, and how long after the first paint the font arrived.
 *
 * Options: --runs N (1)  --routes /,/pricing (all)  --no-build  --baseline DIR (another build of this
 *          site, on a server of its own, loaded right after ours)  --throttle (150 ms round trips,
 *          1.6 Mbps down, 4x slower CPU, as Lighthouse's mobile preset: first paint and the face)
 *          --widths 390,1440
 */
import { spawnSync } from "node:child_process";
import { chromium, type Browser } from "@playwright/test";
import { allPages } from "../../app/content/pages.ts";
import { startServer } from "./bench-server.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../build/chromium.ts";
import { median } from "./bench-budgets.ts";
import { args, option } from "./command-line.ts";

const runs = Number(option("--runs") ?? 1);
const routes = option("--routes")?.split(",") ?? allPages.map((page) => page.path);
const widths = (option("--widths") ?? "390,1440").split(",").map(Number);
const baselineDir = option("--baseline");
const throttle = args.includes("--throttle");

type Load = {
  face: string;
  cls: number;
  paint: number;
  lcp: number;
  fontAfterPaint: number | null;
};

async function load(browser: Browser, url: string, width: number): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 844 : 900 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  }
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number; lcp: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.shifts += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const timing = await page.evaluate(async () => {
    await document.fonts.ready;
    for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
    const font = performance
      .getEntriesByType("resource")
      .find((entry) => entry.name.endsWith(".woff2")) as PerformanceResourceTiming | undefined;
    return {
      paint,
      fontAfterPaint: font ? font.responseEnd - paint : null,
      cls: (window as unknown as { shifts: number }).shifts,
      lcp: (window as unknown as { lcp: number }).lcp,
    };
  });
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = nodeId
    ? await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
    : { fonts: [] };
  await context.close();
  return { face: fonts.map((font) => font.familyName).join("+") || "-", ...timing };
}

if (!args.includes("--no-build")) spawnSync("npm", ["run", "build"], { stdio: "inherit" });
const ours = await startServer();
const baseline = baselineDir ? await startServer(baselineDir) : undefined;
const browser = await chromium.launch({
  executablePath: chromiumPath() ?? undefined,
  args: CHROMIUM_ARGS,
});
const sites = [["ours", ours.url], ...(baseline ? [["baseline", baseline.url]] : [])] as const;
const results = new Map<string, Load[]>();
try {
  for (let run = 0; run < runs; run++)
    for (const route of routes)
      for (const width of widths)
        for (const [name, url] of sites) {
          const key = `${name} ${route} ${width}`;
          results.set(key, [...(results.get(key) ?? []), await load(browser, url + route, width)]);
        }
} finally {
  await browser.close();
  ours.process.kill();
  baseline?.process.kill();
}

const isInter = (load: Load) => load.face === "Inter";
for (const [name] of sites) {
  console.log(`\n${name}${throttle ? " (throttled)" : ""}`);
  console.log("route | width | Inter | CLS max | first paint ms | LCP ms | font after paint ms");
  let inter = 0;
  let total = 0;
  for (const route of routes)
    for (const width of widths) {
      const loads = results.get(`${name} ${route} ${width}`)!;
      inter += loads.filter(isInter).length;
      total += loads.length;
      const after = loads.flatMap((l) => (l.fontAfterPaint === null ? [] : [l.fontAfterPaint]));
      console.log(
        [
          route,
          width,
          `${loads.filter(isInter).length}/${loads.length} ${[...new Set(loads.map((l) => l.face))].join(",")}`,
          Math.max(...loads.map((l) => l.cls)).toFixed(4),
          Math.round(median(loads.map((l) => l.paint))),
          Math.round(median(loads.map((l) => l.lcp))),
          after.length ? Math.round(median(after)) : "-",
        ].join(" | "),
      );
    }
  console.log(`Inter on ${inter} of ${total} loads`);
}
