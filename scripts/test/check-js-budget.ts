/**
 * `npm run test:size` (part of `npm test`, after the build): every route's JavaScript on first load,
 * brotli-compressed, stays within its budget in `js-budget.ts`, and every page of the build (the 404
 * page included, whatever routes it has) has its first response, headers and brotli body as this
 * server sends them, within TCP's first congestion window (`first-response.ts`). Deterministic:
 * sizes, not timings. `BUILD_DIR` checks another build, such as one with analytics ids.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { sitePages as allPages } from "../../app/lib/site-pages.server.ts";
import { buildDir } from "../build/build-dir.ts";
import { readBuildFacts } from "../../server/build-facts.ts";
import {
  type BuildKind,
  FIRST_WINDOW_BYTES,
  firstResponseLimit,
  measureFirstResponses,
  pageParts,
  routeFile,
} from "./first-response.ts";
import {
  FIRST_LOAD_BUDGET,
  ANALYTICS_BUDGET,
  FONT_SWAP_BUDGET,
  ISLANDS_BUDGET,
  ISLANDS_CEILINGS,
  ISLANDS_MAX_FILES,
  VITALS_BUDGET,
  WORKER_BUDGET,
  budgetFailure,
  filesFailure,
  moduleGraph,
  pageModules,
  type BudgetResult,
} from "./js-budget.ts";

const clientDir = path.join(buildDir, "client");
const htmlFile = (route: string) =>
  route === "/404"
    ? path.join(clientDir, "404.html")
    : path.join(clientDir, route.slice(1), "index.html");

const source = (file: string) => readFileSync(path.join(clientDir, file), "utf8");
const brotliBytes = (file: string) => {
  const full = path.join(clientDir, file);
  if (existsSync(`${full}.br`)) return readFileSync(`${full}.br`).length;
  const data = readFileSync(full);
  return Math.min(
    data.length,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  );
};

if (!existsSync(clientDir)) {
  console.error(`No build in ${clientDir}: run \`npm run build\` first.`);
  process.exit(1);
}

function measure(route: string, roots: string[], budget: number, maxFiles?: number): BudgetResult {
  const modules = moduleGraph(roots, source).map((file) => ({ file, bytes: brotliBytes(file) }));
  const total = modules.reduce((sum, module) => sum + module.bytes, 0);
  return { route, total, budget, modules, maxFiles };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
const results: BudgetResult[] = allPages.flatMap(({ path: route }) => {
  const { onLoad, onInteraction, afterFirstPaint, inWorker, whenIdle, afterConsent } = pageModules(
    readFileSync(htmlFile(route), "utf8"),
  );
  const load = measure(route, onLoad, FIRST_LOAD_BUDGET);
  const islands = onInteraction.length
    ? measure(
        `${route} (islands)`,
        onInteraction,
        ISLANDS_CEILINGS[route] ?? ISLANDS_BUDGET,
        ISLANDS_MAX_FILES,
      )
    : null;
  const worker = inWorker.length ? measure(`${route} (worker)`, inWorker, WORKER_BUDGET) : null;
  const fontSwap = afterFirstPaint.length
    ? measure(`${route} (brand face)`, afterFirstPaint, FONT_SWAP_BUDGET)
    : null;
  const vitals = whenIdle.length ? measure(`${route} (vitals)`, whenIdle, VITALS_BUDGET) : null;
  const analytics = afterConsent.length
    ? measure(`${route} (analytics)`, afterConsent, ANALYTICS_BUDGET)
    : null;
  console.log(
    `${route.padEnd(24)} ${kb(load.total)}  (budget ${(load.budget / 1024).toFixed(0)} KB, ${load.modules.length} modules)` +
      (islands
        ? `, islands on first interaction ${kb(islands.total).trim()} in ${islands.modules.length} files`
        : "") +
      (worker ? `, in a worker after first paint ${kb(worker.total).trim()}` : "") +
      (fontSwap ? `, brand face after first paint ${kb(fontSwap.total).trim()}` : "") +
      (vitals ? `, field measurement when idle ${kb(vitals.total).trim()}` : "") +
      (analytics ? `, analytics after consent ${kb(analytics.total).trim()}` : ""),
  );
  return [load, islands, worker, fontSwap, vitals, analytics].filter((result) => result !== null);
});

console.log(`\nFirst response (headers + brotli body), window ${FIRST_WINDOW_BYTES} bytes:`);
const responses = await measureFirstResponses(path.resolve(buildDir));
for (const { route, headerBytes, bodyBytes, total } of responses) {
  console.log(
    `${route.padEnd(24)} ${String(total).padStart(6)} B  (headers ${headerBytes}, body ${bodyBytes})`,
  );
}
const kind: BuildKind = readBuildFacts(buildDir).gaMeasurementIds.length ? "analytics" : "default";
const limit = (route: string) => firstResponseLimit(route, kind);
const over = responses.find((response) => response.total > limit(response.route));
const failures = [
  ...results.map(budgetFailure).filter((line) => line !== null),
  ...results.map(filesFailure).filter((line) => line !== null),
  ...(over
    ? [
        `${over.route}: first response ${over.total} bytes, over ` +
          (limit(over.route) === FIRST_WINDOW_BYTES
            ? `the first congestion window (${FIRST_WINDOW_BYTES})`
            : `its ceiling (${limit(over.route)}) in OVER_WINDOW_CEILINGS.${kind}`) +
          ` by ${over.total - limit(over.route)}; headers ${over.headerBytes}, ` +
          pageParts(readFileSync(routeFile(path.join(buildDir, "client"), over.route), "utf8"))
            .map(({ part, bytes }) => `${part} ${bytes}`)
            .join(", ") +
          " (brotli, each alone)",
      ]
    : []),
];
for (const line of failures) console.error(`FAIL ${line}`);
process.exit(failures.length ? 1 : 0);
