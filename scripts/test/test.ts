/**
 * `npm test`: the check, the unit tests and the build (then the size check, the built-file tests and
 * the end-to-end tests on it, and last the size check of the build with analytics ids the consent
 * tests made) side by side, since none of them reads what another writes and each
 * leaves a core idle part of the time. The end-to-end tests read only the build, so they start as
 * soon as it and its checks pass, while the unit tests may still be waiting on their leases and
 * timeouts. A part's output is printed whole as it ends, with how long it took, and the last part
 * still running prints as it goes; the run stops at the first part that fails.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * A part and its scripts. The build and the end-to-end tests keep both cores busy and end last, so
 * the check runs at a lower priority (`yields`): it takes the time they leave, and still ends
 * before them.
 */
type Part = { name: string; scripts: string[]; yields?: boolean };

/** How far below the build and the end-to-end tests a yielding part runs (nice, 0 to 19). */
const YIELDING_PRIORITY = 10;

const PARTS: Part[] = [
  { name: "check", scripts: ["check"], yields: true },
  // Not the unit tests: several hold a server or PostgreSQL to real time limits (a connection's
  // timeout), which starved beside a busy core they missed.
  { name: "unit", scripts: ["test:unit"] },
  {
    name: "build, size, built files and end-to-end",
    scripts: ["build", "test:size", "test:built", "test:e2e", "test:size:analytics"],
  },
];

const running = new Set<ChildProcess>();
const start = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** What each unfinished part has printed, held until it is the last one running. */
const held = new Map<Part, string>(PARTS.map((part) => [part, ""]));
let stopped = false;
const print = (part: Part, text: string) => {
  if (stopped) return;
  if (held.size === 1 && held.has(part)) process.stdout.write(text);
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

/**
 * Lowers a process's priority, and all it starts. Each part runs in a session of its own (to stop it
 * whole), and Linux shares the cores evenly between sessions whatever each process's own nice value
 * (autogroups): the session's value is the one that counts there.
 */
function lowerPriority(pid: number) {
  setPriority(pid, YIELDING_PRIORITY);
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(YIELDING_PRIORITY));
  } catch {
    // Not Linux, or a kernel without autogroups: the process's own value is the one that counts.
  }
}

/**
 * Runs one npm script, its output handed to `output`, and resolves with whether it passed. A
 * yielding script gets its lower priority before npm starts anything, so all it starts inherits it.
 */
function runScript(script: string, yields: boolean, output: (text: string) => void) {
  return new Promise<boolean>((resolve) => {
    // Its own process group, so a part that is stopped takes its workers and servers with it.
    const child = spawn("npm", ["run", script], {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
    });
    if (yields && child.pid) lowerPriority(child.pid);
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
    if (!(await runScript(script, part.yields ?? false, (text) => print(part, text)))) {
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

const passed = await new Promise<boolean>((resolve) => {
  let left = PARTS.length;
  for (const part of PARTS)
    void runPart(part).then((partPassed) => {
      if (!partPassed) resolve(false);
      else if (--left === 0) resolve(true);
    });
});
process.stdout.write(`\nnpm test: ${passed ? "passed" : "failed"} in ${seconds(start)}\n`);
process.exit(passed ? 0 : 1);
