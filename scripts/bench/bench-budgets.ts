import { MAX_SWAP_SHIFT } from "../../app/lib/brand-font.ts";

/** The performance and quality budgets every route is held to (mobile preset unless stated). */
export type RunMetrics = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
  html: number;
};
export type RouteResult = RunMetrics & { preset: "mobile" | "desktop"; route: string };

const KB = 1024;

export const BUDGETS = {
  source: "docs/performance.md: Budgets",
  mobile: {
    score: 100,
    lcp: 1200,
    fcp: 1000,
    tbt: 50,
    // Nothing moves but what the brand face's swap may move on a visit's first page.
    cls: MAX_SWAP_SHIFT,
    // What Lighthouse counts includes the islands' modules, fetched (not run) once a page is idle:
    // 112 KB on /request-demo. What a page runs on arrival is 0 KB (`npm run test:size`).
    js: 120 * KB,
    css: 15 * KB,
    html: 30 * KB,
  },
  desktop: { score: 100, lcp: 500 },
} as const;

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One pass/fail line per route and measure. */
export function checkBudgets(results: RouteResult[]): string[] {
  const lines: string[] = [];
  const check = (
    r: RouteResult,
    name: string,
    value: number,
    limit: number,
    higherIsBetter = false,
  ) => {
    const pass = higherIsBetter ? value >= limit : value <= limit;
    lines.push(
      `${pass ? "PASS" : "FAIL"} ${r.preset} ${r.route} ${name}: ${Number.isInteger(value) ? value : value.toFixed(3)} (${higherIsBetter ? "≥" : "≤"} ${limit})`,
    );
  };
  for (const r of results) {
    const budget = BUDGETS[r.preset];
    check(r, "Performance", r.performance, budget.score, true);
    check(r, "Accessibility", r.accessibility, budget.score, true);
    check(r, "Best Practices", r.bestPractices, budget.score, true);
    check(r, "SEO", r.seo, budget.score, true);
    check(r, "LCP ms", Math.round(r.lcp), budget.lcp);
    if (r.preset === "mobile") {
      const mobile = BUDGETS.mobile;
      check(r, "FCP ms", Math.round(r.fcp), mobile.fcp);
      check(r, "TBT ms", Math.round(r.tbt), mobile.tbt);
      check(r, "CLS", r.cls, mobile.cls);
      check(r, "JS bytes", r.js, mobile.js);
      check(r, "CSS bytes", r.css, mobile.css);
      check(r, "HTML bytes", r.html, mobile.html);
    }
  }
  return lines;
}
