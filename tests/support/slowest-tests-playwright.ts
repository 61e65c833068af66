/** Playwright's reporter for the ten slowest tests (`playwright.config.ts`), beside the list. */
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import path from "node:path";
import { slowestLines, type Timed } from "./slowest-tests.ts";

export default class SlowestPlaywrightTests implements Reporter {
  private timed: Timed[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    const title = test.titlePath().slice(3).join(" › ");
    this.timed.push({ name: `${file}:${test.location.line} › ${title}`, ms: result.duration });
  }

  onEnd(_result: FullResult) {
    const lines = slowestLines("end-to-end", this.timed);
    if (lines) console.log(`\n${lines}\n`);
  }

  printsToStdio() {
    return false;
  }
}
