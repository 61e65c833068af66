/**
 * `npm run bench:touch`: a visitor's first touch on every interactive control, on a throttled phone
 * (Lighthouse's mobile throttling: 150 ms round trips, 1.6 Mbps down, 4x slower CPU; 390 px with
 * touch). For each control, a fresh visit: the page loads, the visitor reads for 2 s, then taps.
 * It prints the medians of the time from the touch (`pointerdown`, or the act's own event) to the
 * first frame that shows an answer and the one that shows the control's new state, and the Event
 * Timing duration of that first interaction (what INP reads). A tap that never shows its new state
 * within 10 s counts as lost. A benchmark: it never fails CI.
 *
 * Options: --runs N (3)  --controls <text>,<text> (names containing any)  --no-build
 *          --baseline DIR: another build of this site on a server of its own, run by run beside ours
 *          --site DIR: a static folder (another framework's build of these pages) in place of ours
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { serveStatic } from "./bench-static.ts";
import { median } from "./bench-budgets.ts";
import { startServer } from "./bench-server.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../build/chromium.ts";
import { type Control, controls } from "./first-touch-controls.ts";
import { listenOnFreePort } from "../../tests/support/free-port.ts";
import { args, option } from "./command-line.ts";

const runs = Number(option("--runs") ?? 3);
const only = option("--controls")?.split(",");
const baselineDir = option("--baseline");
const siteDir = option("--site");
const chosen = controls.filter(
  (control) => !only || only.some((part) => control.name.includes(part)),
);

/** Lighthouse's mobile preset, applied for real (DevTools throttling) rather than simulated. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  rttMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
  readingMs: 2_000,
};
const LOST_AFTER_MS = 10_000;

type Sample = {
  responded: number | null;
  done: number | null;
  inp: number | null;
  errors: string[];
};

/** Installed before the page's own scripts: the clock, the frame-by-frame checks, Event Timing. */
function instrument() {
  type Probe = {
    startsWith: string;
    start: number | null;
    responded: number | null;
    done: number | null;
    checks: { responded: () => boolean; done: () => boolean } | null;
    events: { interactionId: number; duration: number }[];
    shared: boolean;
  };
  const probe: Probe = {
    startsWith: "pointerdown",
    start: null,
    responded: null,
    done: null,
    checks: null,
    events: [],
    shared: false,
  };
  (window as unknown as { __firstTouch: Probe }).__firstTouch = probe;
  // The share sheet is the browser's: its opening is the answer.
  Object.defineProperty(navigator, "share", {
    configurable: true,
    value: () => {
      probe.shared = true;
      return Promise.resolve();
    },
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId)
        probe.events.push({ interactionId: entry.interactionId, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const frame = () => {
    const now = performance.now();
    const checks = probe.checks!;
    if (probe.responded === null && checks.responded()) probe.responded = now;
    if (probe.done === null && checks.done()) probe.done = now;
    if (probe.done === null || probe.responded === null) requestAnimationFrame(frame);
  };
  for (const type of ["pointerdown", "input", "change", "drop", "keydown"])
    addEventListener(
      type,
      (event) => {
        if (probe.start !== null || event.type !== probe.startsWith || !probe.checks) return;
        probe.start = performance.now();
        requestAnimationFrame(frame);
      },
      true,
    );
}

async function touch(browser: Browser, base: string, control: Control): Promise<Sample> {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.isMobile,
    hasTouch: PHONE.hasTouch,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // A plan button's page load is held, so its "Processing..." stays to be seen.
  await page.route("**/request-demo?**", (route) =>
    setTimeout(() => route.continue().catch(() => {}), 5_000),
  );
  // The function's text as the runner compiled it may call its helper for function names.
  await page.addInitScript({ content: `var __name=(f)=>f;(${instrument.toString()})()` });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: (PHONE.downloadKbps * 1024) / 8,
    uploadThroughput: (PHONE.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
  try {
    await page.goto(base + control.route, { waitUntil: "load" });
    const target = control.tap ? page.locator(control.tap).first() : null;
    // At once: the site scrolls smoothly, and a tap must not land mid-scroll.
    if (target)
      await target.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await control.prepare?.(page);
    await page.waitForTimeout(PHONE.readingMs);
    await page.evaluate(
      ([startsWith, responded, done]) => {
        const probe = (
          window as unknown as { __firstTouch: { startsWith: string; checks: unknown } }
        ).__firstTouch;
        probe.startsWith = startsWith!;
        // Evaluated by DevTools, which a page's Content-Security-Policy does not govern.
        probe.checks = { responded: eval(`() => ${responded}`), done: eval(`() => ${done}`) };
      },
      [control.startsWith ?? "pointerdown", control.responded ?? control.done, control.done],
    );
    if (target) {
      const box = await target.boundingBox();
      if (!box) throw new Error(`${control.tap} has no box`);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    } else await control.act!(page);
    const probe = () =>
      page.evaluate(() => {
        const p = (window as unknown as { __firstTouch: Record<string, unknown> }).__firstTouch;
        return {
          start: p.start as number | null,
          responded: p.responded as number | null,
          done: p.done as number | null,
          events: p.events as { interactionId: number; duration: number }[],
        };
      });
    const deadline = Date.now() + LOST_AFTER_MS;
    let state = await probe();
    while ((state.done === null || state.responded === null) && Date.now() < deadline) {
      await page.waitForTimeout(100);
      state = await probe();
    }
    // Event Timing reports an interaction once its next frame is presented.
    await page.waitForTimeout(500);
    state = await probe();
    const first = state.events[0]?.interactionId;
    const inp = first
      ? Math.max(...state.events.filter((e) => e.interactionId === first).map((e) => e.duration))
      : null;
    const since = (at: number | null) =>
      at === null || state.start === null ? null : Math.round(at - state.start);
    return { responded: since(state.responded), done: since(state.done), inp, errors };
  } catch (error) {
    return { responded: null, done: null, inp: null, errors: [...errors, String(error)] };
  } finally {
    await context.close();
  }
}

if (!args.includes("--no-build") && !siteDir) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const sites: { name: string; base: string; stop: () => void }[] = [];
if (siteDir) {
  const server = serveStatic(path.resolve(siteDir));
  const port = await listenOnFreePort(server);
  sites.push({
    name: path.basename(siteDir),
    base: `http://localhost:${port}`,
    stop: () => server.close(),
  });
} else {
  const ours = await startServer();
  sites.push({ name: "ours", base: ours.url, stop: () => ours.process.kill("SIGTERM") });
}
if (baselineDir) {
  const baseline = await startServer(path.resolve(baselineDir));
  sites.push({
    name: "baseline",
    base: baseline.url,
    stop: () => baseline.process.kill("SIGTERM"),
  });
}

const browser = await chromium.launch({
  executablePath: chromiumPath() ?? undefined,
  args: CHROMIUM_ARGS,
});
const samples = new Map<string, Sample[]>();
try {
  for (let run = 0; run < runs; run++)
    for (const control of chosen)
      for (const site of sites) {
        const sample = await touch(browser, site.base, control);
        const key = `${site.name}\u0000${control.name}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        const show = (value: number | null) => (value === null ? "lost" : `${value} ms`);
        console.log(
          `run ${run + 1} ${site.name} ${control.name}: answer ${show(sample.responded)}, state ${show(sample.done)}, INP ${sample.inp ?? "–"}${sample.errors.length ? `, errors: ${sample.errors.join(" | ")}` : ""}`,
        );
      }
} finally {
  await browser.close();
  for (const site of sites) site.stop();
}

const cell = (values: (number | null)[], none = "lost") => {
  const lost = values.filter((value) => value === null).length;
  const kept = values.filter((value): value is number => value !== null);
  if (kept.length === 0) return none;
  return `${Math.round(median(kept))}${lost ? ` (${lost} lost)` : ""}`;
};
console.log(
  `\nFirst touch, medians of ${runs} (ms; 4x CPU, 150 ms RTT, 1.6 Mbps, 390 px touch, 2 s after load)\n`,
);
console.log(
  `| control | ${sites.map((site) => `${site.name}: answer | ${site.name}: new state | ${site.name}: INP`).join(" | ")} |`,
);
console.log(`|---|${sites.map(() => "---|---|---").join("|")}|`);
for (const control of chosen) {
  const row = sites.map((site) => {
    const list = samples.get(`${site.name}\u0000${control.name}`) ?? [];
    return [
      cell(list.map((s) => s.responded)),
      cell(list.map((s) => s.done)),
      // No INP where the act was not an interaction (a chosen option or file, a dropped file).
      cell(
        list.map((s) => s.inp),
        "–",
      ),
    ].join(" | ");
  });
  console.log(`| ${control.name} | ${row.join(" | ")} |`);
}
