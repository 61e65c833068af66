/**
 * The builds some end-to-end tests read besides the suite's own `build/`: one with two fake
 * measurement ids for the consent tests (the suite's own has none, as `npm start` does), and one
 * for a static host with the waitlist posting to an external webhook, whose blog is one post that
 * tries to run. Each is built under
 * node_modules/.cache (outside what Tailwind scans), and again whenever `build/` is newer, so a run
 * after `npm run build` always tests the current source. Test workers share them: the first to find
 * one stale builds it while the others wait. The run starts the builds its tests need in the
 * background as it begins (`tests/support/side-builds-playwright.ts`), so they are built beside the
 * first tests, not while every worker waits. `tsx tests/support/side-builds.ts analytics` builds one by
 * hand.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import { BUILD_POLICY_FILE } from "../../server/header-policy.ts";
import { UNSAFE_POST } from "./unsafe-post.ts";

export const MEASUREMENT_IDS = ["G-TEST1", "G-TEST2"] as const;
export const WEBHOOK = "https://leads.example.test/hook";

const cache = (name: string) => path.resolve("node_modules", ".cache", name);

export const SIDE_BUILDS = {
  /**
   * The consent tests' (bands measured: they check layout shifts), compressed: `npm run
   * test:size:analytics` measures its first responses after them.
   */
  analytics: {
    dir: cache("e2e-analytics-build"),
    specs: ["consent.spec.ts"],
    env: {
      VITE_GA_MEASUREMENT_IDS: MEASUREMENT_IDS.join(","),
      // Its bands are `build/`'s: the banner and the footer's link to it are outside every band.
      BUILD_BAND_SIZES_FROM: path.resolve(process.env.BUILD_DIR ?? "build", "client"),
    },
  },
  /**
   * A static host's: the waitlist posts to a webhook, and the blog is one post whose raw HTML and
   * frontmatter try to run, style and frame the page (`tests/support/unsafe-post.ts`). One build
   * for both, since a build is the costliest thing a test can ask for: the static deployment's
   * tests read every file and header whatever the blog holds, the unsafe post's read its page, its
   * policy and the feeds. Neither reads .br/.gz copies or bands.
   */
  static: {
    dir: cache("e2e-static-build"),
    specs: ["static-deployment.spec.ts", "unsafe-post.spec.ts"],
    env: {
      BUILD_COMPRESS: "false",
      BUILD_BAND_SIZES: "false",
      VITE_WAITLIST_URL: WEBHOOK,
      VITE_GA_MEASUREMENT_IDS: "",
      BLOG_POSTS_DIR: UNSAFE_POST.dir,
    },
  },
} as const;

export type SideBuildName = keyof typeof SIDE_BUILDS;

const modified = (dir: string) => {
  const file = path.join(dir, BUILD_POLICY_FILE);
  return existsSync(file) ? statSync(file).mtimeMs : null;
};

/** A build takes one to three minutes on a busy machine; a lock older than this was left by a crash. */
const STALE_LOCK_MS = 10 * 60_000;

export const lockOf = (name: SideBuildName) => `${SIDE_BUILDS[name].dir}.lock`;

/** Newer than `build/`, and with its brotli copies when they are asked for (the size check reads them). */
export function isFresh(name: SideBuildName, { compress = false } = {}) {
  const { dir } = SIDE_BUILDS[name];
  const built = modified(dir);
  const current = modified(path.resolve(process.env.BUILD_DIR ?? "build"));
  if (compress && !existsSync(path.join(dir, "client", "index.html.br"))) return false;
  return built !== null && (current === null || built > current);
}

/** Holds the lock (a folder: creating one is atomic), or returns false while another holds it. */
function lock(name: SideBuildName): boolean {
  try {
    mkdirSync(lockOf(name), { recursive: false });
    return true;
  } catch {
    // Gone since the attempt (its holder finished): try again. Held too long: left by a crash.
    const held = statSync(lockOf(name), { throwIfNoEntry: false });
    if (held && Date.now() - held.mtimeMs < STALE_LOCK_MS) return false;
    if (held) rmSync(lockOf(name), { recursive: true, force: true });
    return lock(name);
  }
}

/** The build's folder, built first if it is missing or older than `build/`. */
export async function sideBuild(name: SideBuildName, { compress = false } = {}) {
  const { dir } = SIDE_BUILDS[name];
  mkdirSync(path.dirname(dir), { recursive: true });
  // Fresh and unlocked: a build in progress has written its policy file before its last files.
  while (existsSync(lockOf(name)) || !isFresh(name, { compress })) {
    if (!lock(name)) {
      await sleep(1_000);
      continue;
    }
    try {
      if (!isFresh(name, { compress })) build(name, compress);
    } finally {
      rmSync(lockOf(name), { recursive: true, force: true });
    }
  }
  return dir;
}

function build(name: SideBuildName, compress: boolean) {
  const { dir, env } = SIDE_BUILDS[name];
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const result = spawnSync("npm", ["run", "build"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: dir,
      ...env,
      ...(compress ? { BUILD_COMPRESS: "true" } : {}),
    },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${name} build failed:\n${result.stdout}\n${result.stderr}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2).filter((arg) => arg in SIDE_BUILDS) as SideBuildName[];
  for (const name of names)
    console.log(await sideBuild(name, { compress: process.argv.includes("--compress") }));
}
