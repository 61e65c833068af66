/**
 * `npm run test:size` (part of `npm test`, after the build): every route's JavaScript on first load,
 * brotli-compressed, stays within its budget in `js-budget.ts`. Deterministic: sizes, not timings.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { allPages } from "../app/content/pages.ts";
import {
  JS_BUDGETS,
  budgetFailure,
  htmlModules,
  moduleGraph,
  type BudgetResult,
} from "./js-budget.ts";

const clientDir = path.resolve("build", "client");
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
  console.error("No build in build/client: run `npm run build` first.");
  process.exit(1);
}

const results: BudgetResult[] = allPages.map(({ path: route }) => {
  const modules = moduleGraph(htmlModules(readFileSync(htmlFile(route), "utf8")), source).map(
    (file) => ({ file, bytes: brotliBytes(file) }),
  );
  const total = modules.reduce((sum, module) => sum + module.bytes, 0);
  return { route, total, budget: JS_BUDGETS[route] ?? JS_BUDGETS.default, modules };
});

for (const r of results)
  console.log(
    `${r.route.padEnd(24)} ${(r.total / 1024).toFixed(1).padStart(6)} KB  (budget ${(r.budget / 1024).toFixed(0)} KB, ${r.modules.length} modules)`,
  );
const failures = results.map(budgetFailure).filter((line) => line !== null);
for (const line of failures) console.error(`FAIL ${line}`);
process.exit(failures.length ? 1 : 0);
