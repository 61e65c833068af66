/**
 * `npm test`: the check, the unit tests and the build (then the size check and the built-file tests
 * on it) side by side, since none of them reads what another writes and each leaves a core idle part
 * of the time; then the end-to-end tests, alone. Started beside the unit tests instead, as soon as
 * the build was checked, they took 7:11 against 6:18 on an idle 2-core machine (their two workers
 * already keep both cores busy), which cost more than the start saved. A part's output is printed
 * whole as it ends, with how long it took, and the last part still running prints as it goes; the
 * run stops at the first part that fails.
 */
import { spawn, type ChildProcess } from "node:child_process";

type Part = { name: string; scripts: string[] };

const SIDE_BY_SIDE: Part[] = [
  { name: "check", scripts: ["check"] },
  { name: "unit", scripts: ["test:unit"] },
  { name: "build, size and built files", scripts: ["build", "test:size", "test:built"] },
];
const END_TO_END: Part = { name: "end-to-end", scripts: ["test:e2e"] };

const running = new Set<ChildProcess>();
const start = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** What each unfinished part has printed, held until it is the last one running. */
const held = new Map<Part, string>(SIDE_BY_SIDE.map((part) => [part, ""]));
let stopped = false;
const print = (part: Part, text: string) => {
  if (stopped) return;
  if (!held.has(part) || held.size === 1) process.stdout.write(text);
  else held.set(part, held.get(part)! + text);
};
/**
 * Prints a finished part's output and, when it passed, lets the one part left running print as it
 * goes (a failed part stops the run, and its output ends it).
 */
function finish(part: Part, passed: boolean) {
  if (stopped) return;
  process.stdout.write(held.get(part)!);
  held.delete(part);
  if (!passed || held.size !== 1) return;
  for (const [last, text] of held) {
    process.stdout.write(text);
    held.set(last, "");
  }
}

/** Runs one npm script, its output handed to `output`, and resolves with whether it passed. */
function runScript(script: string, output: (text: string) => void) {
  return new Promise<boolean>((resolve) => {
    // Its own process group, so a part that is stopped takes its workers and servers with it.
    const child = spawn("npm", ["run", script], {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
    });
    running.add(child);
    child.stdout.on("data", (chunk: Buffer) => output(chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => output(chunk.toString()));
    child.on("error", (error) => output(`${error.message}\n`));
    child.on("close", (code) => {
      running.delete(child);
      resolve(code === 0);
    });
  });
}

async function runPart(part: Part) {
  for (const script of part.scripts) {
    print(part, `\n▶ npm run ${script} at ${seconds(start)}\n`);
    if (!(await runScript(script, (text) => print(part, text)))) {
      print(part, `\n✗ ${part.name}: npm run ${script} failed at ${seconds(start)}\n`);
      finish(part, false);
      stopAll();
      return false;
    }
  }
  print(part, `\n✓ ${part.name} passed at ${seconds(start)}\n`);
  finish(part, true);
  return true;
}

function stopAll() {
  stopped = true;
  for (const child of running)
    try {
      // As Ctrl-C would: Playwright then stops the server it started, which SIGTERM left running.
      process.kill(-child.pid!, "SIGINT");
    } catch {
      // It ended on its own meanwhile.
    }
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });

const sideBySidePassed = await new Promise<boolean>((resolve) => {
  let left = SIDE_BY_SIDE.length;
  for (const part of SIDE_BY_SIDE)
    void runPart(part).then((partPassed) => {
      if (!partPassed) resolve(false);
      else if (--left === 0) resolve(true);
    });
});
const passed = sideBySidePassed && (await runPart(END_TO_END));
process.stdout.write(`\nnpm test: ${passed ? "passed" : "failed"} in ${seconds(start)}\n`);
process.exit(passed ? 0 : 1);
