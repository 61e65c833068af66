/**
 * The postbuild's steps, each named and timed: it prints every step's seconds as it ends and writes
 * them beside the build (`BUILD_STEPS_FILE`), where `npm run bench:content` reads them.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";

export type BuildStep = { name: string; run: () => void | Promise<void> };
export type StepTime = { name: string; seconds: number };

/** The postbuild's timings, by step, in the build folder (not under `client/`: nothing publishes it). */
export const BUILD_STEPS_FILE = "build-steps.json";

/** Runs `steps` in order, printing and returning each one's time; writes them to `dir` when given. */
export async function runSteps(label: string, steps: readonly BuildStep[], dir?: string) {
  const times: StepTime[] = [];
  const width = Math.max(...steps.map((step) => step.name.length));
  for (const step of steps) {
    const start = performance.now();
    await step.run();
    const seconds = (performance.now() - start) / 1000;
    times.push({ name: step.name, seconds });
    console.log(`${label}: ${step.name.padEnd(width)} ${seconds.toFixed(2).padStart(7)} s`);
  }
  if (dir) writeFileSync(path.join(dir, BUILD_STEPS_FILE), JSON.stringify(times, null, 2));
  return times;
}
