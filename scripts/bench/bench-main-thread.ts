/**
 * `npm run bench:main-thread`: where a phone's first visit spends the page's main thread, by CPU
 * time, so a figure holds on a machine busy with other work (Lighthouse reads wall time, which such
 * a machine inflates: its TBT then measures the machine, not the page). For each route, fresh
 * visits in Lighthouse's mobile window (412 × 823 at 1.75x), unthrottled, each traced from the
 * navigation to 2.5 s after its load: the renderer's main-thread tasks before and after the first
 * contentful paint, the longest after it with what it did, and the blocking time those tasks would
 * add at Lighthouse's 4x CPU slowdown (each task's CPU time x4, less 50 ms). Medians of the runs.
 * A benchmark: it never fails CI.
 *
 * Options: --runs N (5)  --routes /,/blog (/)  --no-build
 *          --baseline DIR: another build of this site, on a server of its own, visited run by run
 *          beside ours (a before-and-after in one run)
 *          --peer DIR: a peer's built site (../shared/peers/astrowind), served as `npm run bench`
 *          serves it, its `--peer-routes` (/) visited run by run beside ours
 */
import { spawnSync } from "node:child_process";
import { chromium, type Browser } from "playwright-core";
import { median } from "./bench-budgets.ts";
import { startServer } from "./bench-server.ts";
import { serveStatic } from "./bench-static.ts";
import { listenOnFreePort } from "../../tests/support/free-port.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../build/chromium.ts";
import { args, option } from "./command-line.ts";

const runs = Number(option("--runs") ?? 5);
const routes = option("--routes")?.split(",") ?? ["/"];
const baselineDir = option("--baseline");
const peerDir = option("--peer");
const peerRoutes = option("--peer-routes")?.split(",") ?? ["/"];

/** Lighthouse's mobile preset's window, and its CPU slowdown and long task. */
const WINDOW = { width: 412, height: 823, scale: 1.75 };
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** After the load: the brand face's swap and the idle-time modules come within it. */
const WATCH_AFTER_LOAD_MS = 2_500;

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
};
type Visit = {
  /** CPU ms of the main thread's tasks up to the first contentful paint, and after it. */
  beforePaint: number;
  afterPaint: number;
  /** The longest task after the paint: its CPU ms and its three costliest kinds of work. */
  longest: number;
  longestWork: string;
  /** What those tasks would block at Lighthouse's CPU slowdown, ms. */
  blocking: number;
};

const cpu = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;

/** The visit's tasks on the page's main thread, read from its trace. */
export function visitOf(events: TraceEvent[]): Visit {
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!paint) throw new Error("no first contentful paint in the trace");
  const parse = events.find((event) => event.pid === paint.pid && event.name === "ParseHTML");
  const main = events.filter(
    (event) => event.pid === paint.pid && event.tid === parse?.tid && event.ph === "X",
  );
  const tasks = main.filter((event) => event.name === "RunTask");
  const after = tasks.filter((task) => task.ts > paint.ts);
  const sum = (list: TraceEvent[]) => list.reduce((total, task) => total + cpu(task), 0);
  const longest = after.reduce<TraceEvent | null>(
    (found, task) => (!found || cpu(task) > cpu(found) ? task : found),
    null,
  );
  const work = new Map<string, number>();
  for (const event of main) {
    if (!longest || event === longest || event.name === "RunTask") continue;
    if (event.ts < longest.ts || event.ts + (event.dur ?? 0) > longest.ts + (longest.dur ?? 0))
      continue;
    work.set(event.name, (work.get(event.name) ?? 0) + cpu(event));
  }
  return {
    beforePaint: sum(tasks.filter((task) => task.ts <= paint.ts)),
    afterPaint: sum(after),
    longest: longest ? cpu(longest) : 0,
    longestWork: [...work]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join(", "),
    blocking: after.reduce(
      (total, task) => total + Math.max(0, cpu(task) * CPU_SLOWDOWN - LONG_TASK_MS),
      0,
    ),
  };
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: WINDOW.width, height: WINDOW.height },
    deviceScaleFactor: WINDOW.scale,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"],
    });
    await page.goto(url, { waitUntil: "load" });
    // A span of the page's own time after its load, not a wait for a state: the trace is its record.
    await page.waitForTimeout(WATCH_AFTER_LOAD_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return visitOf(trace.traceEvents);
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!args.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("No Chromium found: install it or set CHROME_PATH.");
  const servers = [
    { name: "ours", server: await startServer() },
    ...(baselineDir ? [{ name: "baseline", server: await startServer(baselineDir) }] : []),
  ];
  const peer = peerDir ? serveStatic(peerDir) : null;
  const peerUrl = peer ? `http://localhost:${await listenOnFreePort(peer)}` : "";
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const visits = new Map<string, Visit[]>();
  try {
    for (let run = 0; run < runs; run++) {
      for (const route of routes)
        for (const { name, server } of servers) {
          const key = `${route} ${name}`;
          visits.set(key, [...(visits.get(key) ?? []), await visit(browser, server.url + route)]);
        }
      for (const route of peer ? peerRoutes : []) {
        const key = `${route} peer`;
        visits.set(key, [...(visits.get(key) ?? []), await visit(browser, peerUrl + route)]);
      }
      console.log(`  run ${run + 1}/${runs} done`);
    }
  } finally {
    await browser.close();
    for (const { server } of servers) server.process.kill();
    peer?.close();
  }
  console.log(
    `\nMain-thread CPU of a phone's first visit, ms (medians of ${runs}; blocking: each task after the first paint x${CPU_SLOWDOWN}, less ${LONG_TASK_MS})\n`,
  );
  console.log("| route | site | before FCP | after FCP | longest after | blocking | its work |");
  console.log("| --- | --- | ---: | ---: | ---: | ---: | --- |");
  for (const [key, list] of visits) {
    const [route, site] = key.split(" ");
    const middle = (pick: (visit: Visit) => number) => median(list.map(pick)).toFixed(1);
    const typical = [...list].sort((a, b) => a.longest - b.longest)[Math.floor(list.length / 2)]!;
    console.log(
      `| \`${route}\` | ${site} | ${middle((v) => v.beforePaint)} | ${middle((v) => v.afterPaint)} | ${middle((v) => v.longest)} | ${middle((v) => v.blocking)} | ${typical.longestWork} |`,
    );
  }
}
