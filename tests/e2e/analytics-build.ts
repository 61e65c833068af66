/**
 * A build of the site with analytics configured (two fake measurement ids), for the consent tests:
 * the suite's own build has none, as `npm start` does. It is built under node_modules/.cache (outside
 * what Tailwind scans), and built again whenever `build/` is newer than it, so a run after
 * `npm run build` always tests the current source. Test workers share it: the first to find it stale
 * builds it while the others wait. `tsx tests/e2e/analytics-build.ts` builds it by hand.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import { BUILD_POLICY_FILE } from "../../server/header-policy.ts";

export const MEASUREMENT_IDS = ["G-TEST1", "G-TEST2"] as const;
export const ANALYTICS_BUILD_DIR = path.resolve("node_modules", ".cache", "e2e-analytics-build");

const modified = (dir: string) => {
  const file = path.join(dir, BUILD_POLICY_FILE);
  return existsSync(file) ? statSync(file).mtimeMs : null;
};

const LOCK = `${ANALYTICS_BUILD_DIR}.lock`;
/** A build takes one to two minutes on a busy machine; a lock older than this was left by a crash. */
const STALE_LOCK_MS = 10 * 60_000;

function isFresh() {
  const built = modified(ANALYTICS_BUILD_DIR);
  const current = modified(path.resolve(process.env.BUILD_DIR ?? "build"));
  return built !== null && (current === null || built > current);
}

/** Holds the lock (a folder: creating one is atomic), or returns false while another holds it. */
function lock() {
  try {
    mkdirSync(LOCK, { recursive: false });
    return true;
  } catch {
    if (Date.now() - statSync(LOCK).mtimeMs < STALE_LOCK_MS) return false;
    rmSync(LOCK, { recursive: true, force: true });
    return lock();
  }
}

/** The analytics build's folder, built first if it is missing or older than `build/`. */
export async function analyticsBuild({ compress = false } = {}) {
  mkdirSync(path.dirname(ANALYTICS_BUILD_DIR), { recursive: true });
  // Fresh and unlocked: a build in progress has written its policy file before its last files.
  while (existsSync(LOCK) || !isFresh()) {
    if (!lock()) {
      await sleep(1_000);
      continue;
    }
    try {
      if (!isFresh()) build(compress);
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
  return ANALYTICS_BUILD_DIR;
}

function build(compress: boolean) {
  rmSync(ANALYTICS_BUILD_DIR, { recursive: true, force: true });
  mkdirSync(ANALYTICS_BUILD_DIR, { recursive: true });
  const result = spawnSync("npm", ["run", "build"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: ANALYTICS_BUILD_DIR,
      BUILD_COMPRESS: String(compress),
      VITE_GA_MEASUREMENT_IDS: MEASUREMENT_IDS.join(","),
    },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    rmSync(ANALYTICS_BUILD_DIR, { recursive: true, force: true });
    throw new Error(`analytics build failed:\n${result.stdout}\n${result.stderr}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await analyticsBuild({ compress: process.argv.includes("--compress") }));
}
