import { describe, expect, it } from "vitest";
import { checkBudgets, median, type RouteResult } from "./bench-budgets";

const perfect: RouteResult = {
  preset: "mobile",
  route: "/",
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 1100,
  tbt: 10,
  cls: 0,
  js: 60 * 1024,
  css: 10 * 1024,
  html: 8 * 1024,
};

describe("bench budgets", () => {
  it("takes the median", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it("passes a route within every budget and names each failure", () => {
    expect(checkBudgets([perfect]).every((line) => line.startsWith("PASS"))).toBe(true);
    const lines = checkBudgets([{ ...perfect, lcp: 1900, js: 150 * 1024 }]);
    expect(lines.filter((line) => line.startsWith("FAIL"))).toEqual([
      "FAIL mobile / LCP ms: 1900 (≤ 1200)",
      `FAIL mobile / JS bytes: ${150 * 1024} (≤ ${120 * 1024})`,
    ]);
  });

  it("allows the shift the brand face's swap may make, and no more", () => {
    const shifted = (cls: number) =>
      checkBudgets([{ ...perfect, cls }]).filter((line) => line.startsWith("FAIL"));
    expect(shifted(0.004)).toEqual([]);
    expect(shifted(0.006)).toEqual(["FAIL mobile / CLS: 0.006 (≤ 0.005)"]);
  });
});
