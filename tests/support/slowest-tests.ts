/**
 * The ten slowest tests of a run, printed at its end by Vitest and by Playwright, so whoever runs
 * `npm test` sees where its time goes.
 */
import type { Reporter, TestModule } from "vitest/node";

const COUNT = 10;

export type Timed = { name: string; ms: number };

export function slowestLines(runner: string, tests: Timed[]) {
  const slowest = [...tests].sort((a, b) => b.ms - a.ms).slice(0, COUNT);
  if (slowest.length === 0) return "";
  const width = Math.max(...slowest.map((test) => (test.ms / 1000).toFixed(1).length));
  return [
    `The ${slowest.length} slowest ${runner} tests:`,
    ...slowest.map((test) => `  ${(test.ms / 1000).toFixed(1).padStart(width)} s  ${test.name}`),
  ].join("\n");
}

/** Vitest's reporter (`vitest.config.ts`), beside the default one. */
export class SlowestVitestTests implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]) {
    const timed = modules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({
        name: `${module.relativeModuleId} › ${test.fullName}`,
        ms: test.diagnostic()?.duration ?? 0,
      })),
    );
    const lines = slowestLines("Vitest", timed);
    if (lines) console.log(`\n${lines}\n`);
  }
}
