/**
 * `npm test`: the check, the unit tests and the build (then the size check and the built-file tests
 * on it) side by side, since none of them reads what another writes and each leaves a core idle
 * part of the time; then the end-to-end tests on that build. Each part's output is printed whole
 * as it ends, with how long it took; the run stops at the first part that fails.
 */
import { spawn, type ChildProcess } from "node:child_process";

type Part = { name: string; scripts: string[] };

const SIDE_BY_SIDE: Part[] = [
  { name: "check", scripts: ["check"] },
  { name: "unit", scripts: ["test:unit"] },
  { name: "build, size and built files", scripts: ["build", "test:size", "test:built"] },
];

const running = new Set<ChildProcess>();

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** Runs one npm script with its output held, and resolves with whether it passed and the output. */
function runScript(script: string) {
  return new Promise<{ passed: boolean; output: string }>((resolve) => {
    // Its own process group, so a part that is stopped takes its workers and servers with it.
    const child = spawn("npm", ["run", script], {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
    });
    running.add(child);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => (output += `${error.message}\n`));
    child.on("close", (code) => {
      running.delete(child);
      resolve({ passed: code === 0, output });
    });
  });
}

async function runPart({ name, scripts }: Part) {
  const start = performance.now();
  for (const script of scripts) {
    const { passed, output } = await runScript(script);
    process.stdout.write(output);
    if (!passed) {
      process.stdout.write(`\n✗ ${name}: npm run ${script} failed after ${seconds(start)}\n`);
      return false;
    }
  }
  process.stdout.write(`\n✓ ${name} passed in ${seconds(start)}\n`);
  return true;
}

function stopAll() {
  for (const child of running)
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // It ended on its own meanwhile.
    }
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });

const start = performance.now();
const failed = await new Promise<boolean>((resolve) => {
  let left = SIDE_BY_SIDE.length;
  for (const part of SIDE_BY_SIDE)
    void runPart(part).then((passed) => {
      if (!passed) {
        stopAll();
        resolve(true);
      } else if (--left === 0) resolve(false);
    });
});
if (failed) process.exit(1);

process.stdout.write(`\nBefore the end-to-end tests: ${seconds(start)}\n`);
const e2e = spawn("npm", ["run", "test:e2e"], { stdio: "inherit" });
e2e.on("close", (code) => {
  process.stdout.write(`\nnpm test: ${code === 0 ? "passed" : "failed"} in ${seconds(start)}\n`);
  process.exit(code ?? 1);
});
