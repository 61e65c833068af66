/**
 * `npm run bench`: builds, serves, and runs Lighthouse (mobile and desktop presets, 3 runs each) on every
 * route, interleaved with a peer's built site served the same way (compressed, cached), then prints the
 * medians against the budgets, the ratios to the peer and the previous run. A benchmark: it never fails CI.
 *
 * Options: --runs N (3)  --preset mobile|desktop|both (both)  --routes /,/pricing (all)  --no-build
 *          --peer DIR (../shared/peers/astrowind)  --peer-routes / (/)  --no-peer
 *          --baseline DIR: also another build of this site (what `BUILD_DIR` names), on a server of
 *          its own, measured route by route between ours: a before-and-after in one run
 *          --breakdown: also the medians of each page's main-thread work by kind, its long tasks and
 *          its LCP element with the phases of its LCP (where the time to it went)
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { allPages } from "../../app/content/pages.ts";
import { serveStatic } from "./bench-static.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../build/chromium.ts";
import { startServer } from "./bench-server.ts";
import { listenOnFreePort } from "../../tests/support/free-port.ts";
import {
  BUDGETS,
  checkBudgets,
  median,
  type RouteResult,
  type RunMetrics,
} from "./bench-budgets.ts";
import { args, option } from "./command-line.ts";

const runs = Number(option("--runs") ?? 3);
const presetOption = option("--preset") ?? "both";
const presets = (presetOption === "both" ? ["mobile", "desktop"] : [presetOption]) as Array<
  "mobile" | "desktop"
>;
const routes =
  option("--routes")?.split(",") ??
  allPages.map((page) => (page.path === "/404" ? "/this-page-does-not-exist" : page.path));
const peerDir = path.resolve(option("--peer") ?? "../shared/peers/astrowind");
const peerName = path.basename(peerDir);
const peerRoutes = option("--peer-routes")?.split(",") ?? ["/"];
const withBreakdown = args.includes("--breakdown");
const baselineDir = option("--baseline");
const withPeer = !args.includes("--no-peer") && existsSync(path.join(peerDir, "index.html"));
if (!args.includes("--no-peer") && !withPeer)
  console.log(`No peer site in ${peerDir}: skipping it.`);
const RESULTS_DIR = "bench-results";
const LATEST = path.join(RESULTS_DIR, "latest.json");

async function startChromium(): Promise<{ process: ChildProcess; port: number }> {
  const executable = chromiumPath();
  if (!executable) throw new Error("No Chromium found: install it or set CHROME_PATH.");
  const child = spawn(
    executable,
    [
      ...CHROMIUM_ARGS,
      "--headless=new",
      "--remote-debugging-port=0",
      `--user-data-dir=${mkdtempSync(path.join(tmpdir(), "fabric-bench-"))}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", () => reject(new Error(`Chromium exited:\n${output}`)));
  });
  return { process: child, port };
}

function metricsOf(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]): RunMetrics {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items =
    (
      lhr.audits["resource-summary"]?.details as {
        items?: Array<{ resourceType: string; transferSize: number }>;
      }
    )?.items ?? [];
  const bytes = (type: string) =>
    items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    js: bytes("script"),
    css: bytes("stylesheet"),
    html: bytes("document"),
  };
}

/** Where one run's main-thread time and LCP went, for `--breakdown`. */
type Breakdown = { timings: Record<string, number>; lcpElement: string };

function breakdownOf(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]): Breakdown {
  type Item = Record<string, unknown>;
  const items = (id: string) => (lhr.audits[id]?.details as { items?: Item[] })?.items ?? [];
  const timings: Record<string, number> = {};
  for (const item of items("mainthread-work-breakdown")) {
    timings[`main thread: ${item.groupLabel as string}`] = item.duration as number;
  }
  const longTasks = items("long-tasks");
  timings["long tasks (count)"] = longTasks.length;
  timings["long tasks (ms)"] = longTasks.reduce((sum, task) => sum + (task.duration as number), 0);
  const [element, phases] = items("largest-contentful-paint-element") as Array<{ items?: Item[] }>;
  for (const phase of phases?.items ?? []) {
    timings[`LCP phase: ${phase.phase as string}`] = phase.timing as number;
  }
  const node = element?.items?.[0]?.node as { selector?: string } | undefined;
  return { timings, lcpElement: node?.selector ?? "?" };
}

if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startServer();
const base = server.url;
const baselineServer = baselineDir ? await startServer(path.resolve(baselineDir)) : null;
const chrome = await startChromium();

type Target = { site: "ours" | "baseline" | "peer"; base: string; route: string };
const peer = withPeer ? serveStatic(peerDir) : null;
const peerBase = peer ? `http://localhost:${await listenOnFreePort(peer)}` : "";
const targets: Target[] = [
  ...routes.flatMap((route) => [
    { site: "ours" as const, base, route },
    ...(baselineServer ? [{ site: "baseline" as const, base: baselineServer.url, route }] : []),
  ]),
  ...(peer ? peerRoutes.map((route) => ({ site: "peer" as const, base: peerBase, route })) : []),
];

const results: RouteResult[] = [];
const peerResults: RouteResult[] = [];
const baselineResults: RouteResult[] = [];
const breakdowns = new Map<string, Breakdown[]>();
const skipped: string[] = [];
try {
  for (const preset of presets) {
    // Run by run over every target, so the peer and our pages share the machine's noise alike.
    const samples = new Map<Target, RunMetrics[]>(targets.map((target) => [target, []]));
    const refused = new Set<Target>();
    for (let run = 0; run < runs; run++) {
      for (const target of targets) {
        if (refused.has(target)) continue;
        const result = await lighthouse(
          target.base + target.route,
          {
            port: chrome.port,
            logLevel: "error",
            output: "json",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          },
          preset === "desktop" ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${target.route}`);
        // Lighthouse refuses to audit a document answered with an error status (the 404 page);
        // other errors (a run that lost its navigation on a busy machine) lose only that sample.
        if (result.lhr.runtimeError) {
          const { code } = result.lhr.runtimeError;
          skipped.push(`${preset} ${target.route} run ${run + 1}: ${code}`);
          if (code === "ERRORED_DOCUMENT_REQUEST") refused.add(target);
          continue;
        }
        samples.get(target)!.push(metricsOf(result.lhr));
        if (withBreakdown) {
          const site = { ours: "", baseline: "baseline ", peer: `${peerName} ` }[target.site];
          const key = `${preset} ${site}${target.route}`;
          breakdowns.set(key, [...(breakdowns.get(key) ?? []), breakdownOf(result.lhr)]);
        }
      }
      process.stdout.write(`  ${preset} run ${run + 1}/${runs} done\n`);
    }
    for (const [target, runSamples] of samples) {
      if (runSamples.length === 0) continue;
      const medianRun = Object.fromEntries(
        (Object.keys(runSamples[0]!) as Array<keyof RunMetrics>).map((key) => [
          key,
          median(runSamples.map((sample) => sample[key])),
        ]),
      ) as RunMetrics;
      ({ ours: results, baseline: baselineResults, peer: peerResults })[target.site].push({
        preset,
        route: target.route,
        ...medianRun,
      });
    }
  }
} finally {
  chrome.process.kill();
  server.process.kill("SIGTERM");
  baselineServer?.process.kill("SIGTERM");
  peer?.close();
}

const previous: RouteResult[] = existsSync(LATEST)
  ? JSON.parse(readFileSync(LATEST, "utf8")).results
  : [];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => Math.round(value).toString();
const header =
  "| preset | route | Perf | A11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KB | CSS KB | HTML KB |";
console.log(`\nLighthouse medians of ${runs} run(s)\n`);
console.log(header);
console.log(header.replace(/[^|]/g, "-"));
for (const r of results) {
  console.log(
    `| ${r.preset} | ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.html)} |`,
  );
}

if (withBreakdown) {
  console.log(`\nWhere the time went (medians of ${runs}; main thread as Lighthouse counts it)`);
  for (const [key, runBreakdowns] of breakdowns) {
    const elements = [...new Set(runBreakdowns.map((breakdown) => breakdown.lcpElement))];
    console.log(`\n${key}: LCP element ${elements.join(" | ")}`);
    const names = [...new Set(runBreakdowns.flatMap((b) => Object.keys(b.timings)))];
    for (const name of names) {
      const value = median(runBreakdowns.map((breakdown) => breakdown.timings[name] ?? 0));
      console.log(`  ${name.padEnd(40)} ${ms(value).padStart(6)}`);
    }
  }
}

console.log(`\nBudgets (${BUDGETS.source})`);
for (const line of checkBudgets(results)) console.log(line);
for (const line of skipped) console.log(`SKIP ${line}`);

if (baselineResults.length) {
  console.log(`\nBaseline (${baselineDir}), same run: before → after`);
  for (const after of results) {
    const before = baselineResults.find(
      (r) => r.preset === after.preset && r.route === after.route,
    );
    if (!before) continue;
    console.log(
      `  ${after.preset} ${after.route}: Perf ${before.performance} → ${after.performance}, FCP ${ms(before.fcp)} → ${ms(after.fcp)}, LCP ${ms(before.lcp)} → ${ms(after.lcp)}, TBT ${ms(before.tbt)} → ${ms(after.tbt)}, JS ${kb(before.js)} → ${kb(after.js)}, HTML ${kb(before.html)} → ${kb(after.html)}`,
    );
  }
}

const peerHome = (preset: string) =>
  peerResults.find((p) => p.preset === preset && p.route === peerRoutes[0]);
if (peerResults.length) {
  console.log(`\n${peerName}, same run`);
  console.log(header);
  console.log(header.replace(/[^|]/g, "-"));
  for (const r of peerResults) {
    console.log(
      `| ${r.preset} | ${peerName} ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.html)} |`,
    );
  }
  // TBT can be 0 on either side; the ratio then reads as ∞ or 0, and the ms are printed beside it.
  const ratio = (ours: number, theirs: number) =>
    theirs > 0 ? (ours / theirs).toFixed(2) : ours > 0 ? "∞" : "1.00";
  console.log(`\nOurs against ${peerName} ${peerRoutes[0]} (ratio ≤ 1.00 is the goal)\n`);
  console.log("| preset | route | TBT ours/theirs | TBT ms | LCP ours/theirs | LCP ms |");
  console.log("|--------|-------|-----------------|--------|-----------------|--------|");
  for (const r of results) {
    const theirs = peerHome(r.preset);
    if (!theirs) continue;
    console.log(
      `| ${r.preset} | ${r.route} | ${ratio(r.tbt, theirs.tbt)} | ${ms(r.tbt)} / ${ms(theirs.tbt)} | ${ratio(r.lcp, theirs.lcp)} | ${ms(r.lcp)} / ${ms(theirs.lcp)} |`,
    );
  }
}

if (previous.length) {
  console.log("\nAgainst the previous run (median LCP ms / JS KB)");
  for (const r of results) {
    const before = previous.find((p) => p.preset === r.preset && p.route === r.route);
    if (!before) continue;
    console.log(
      `  ${r.preset} ${r.route}: LCP ${ms(before.lcp)} → ${ms(r.lcp)}, JS ${kb(before.js)} → ${kb(r.js)}, Perf ${before.performance} → ${r.performance}`,
    );
  }
}

mkdirSync(RESULTS_DIR, { recursive: true });
const record = JSON.stringify(
  { date: new Date().toISOString(), runs, results, peer: { name: peerName, results: peerResults } },
  null,
  2,
);
writeFileSync(LATEST, record);
writeFileSync(
  path.join(RESULTS_DIR, `${new Date().toISOString().replace(/[:.]/g, "-")}.json`),
  record,
);
