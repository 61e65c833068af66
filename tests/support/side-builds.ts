/**
 * The build some end-to-end tests read besides the suite's own `build/`: a deployment with every
 * setting those tests need, since a build is the costliest thing a test can ask for. Two fake
 * measurement ids for the consent tests (the suite's own build has none, as `npm start` does); the
 * waitlist posting to an external webhook, as on a static host, for the static deployment's tests;
 * and, for the unsafe post's, a blog of the site's posts and one that tries to run
 * (`tests/support/unsafe-post.ts`).
 * It is built under node_modules/.cache (outside what Tailwind scans), and again whenever `build/`
 * is newer, so a run after `npm run build` always tests the current source. Test workers share it:
 * the first to find it stale builds it while the others wait. The run starts it in the background
 * as it begins (`tests/support/side-builds-playwright.ts`), so it is built beside the first tests,
 * not while every worker waits. `tsx tests/support/side-builds.ts` builds it by hand.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import { POSTS_DIR } from "../../app/lib/posts.server.ts";
import { BUILD_POLICY_FILE } from "../../server/header-policy.ts";
import { UNSAFE_POST } from "./unsafe-post.ts";

export const MEASUREMENT_IDS = ["G-TEST1", "G-TEST2"] as const;
export const WEBHOOK = "https://leads.example.test/hook";

const cache = (name: string) => path.resolve("node_modules", ".cache", name);

/**
 * The site's posts and the unsafe one, assembled as the build begins: every page the suite's own
 * build has is in this one too, so the consent tests and the first-response check with analytics
 * ids still read every real page, and the unsafe post's are more.
 */
const POSTS = cache("e2e-deployment-posts");

export const SIDE_BUILD = {
  dir: cache("e2e-deployment-build"),
  specs: ["consent.spec.ts", "static-deployment.spec.ts", "unsafe-post.spec.ts"],
  env: {
    VITE_GA_MEASUREMENT_IDS: MEASUREMENT_IDS.join(","),
    VITE_WAITLIST_URL: WEBHOOK,
    BLOG_POSTS_DIR: POSTS,
    // Compressed: `npm run test:size:analytics` measures its first responses after the tests.
    BUILD_COMPRESS: "true",
    // Measured, since the consent tests check layout shifts; the heights of every page `build/`
    // has with the same bands are `build/`'s (the banner and the footer's link to it are outside
    // every band): only the unsafe post's page and its tag's are drawn.
    BUILD_BAND_SIZES: "true",
    BUILD_BAND_SIZES_FROM: path.resolve(process.env.BUILD_DIR ?? "build", "client"),
  },
} as const;

const modified = (dir: string) => {
  const file = path.join(dir, BUILD_POLICY_FILE);
  return existsSync(file) ? statSync(file).mtimeMs : null;
};

/**
 * A build takes one to three minutes on a busy machine: the longest a test waits for it (the run
 * starts it in the background as it begins). A lock older than this was left by a crash.
 */
export const SIDE_BUILD_TIMEOUT_MS = 10 * 60_000;

export const SIDE_BUILD_LOCK = `${SIDE_BUILD.dir}.lock`;

/** Built, and newer than `build/`. */
export function isFresh() {
  const built = modified(SIDE_BUILD.dir);
  const current = modified(path.resolve(process.env.BUILD_DIR ?? "build"));
  return built !== null && (current === null || built > current);
}

/** Holds the lock (a folder: creating one is atomic), or returns false while another holds it. */
function lock(): boolean {
  try {
    mkdirSync(SIDE_BUILD_LOCK, { recursive: false });
    return true;
  } catch {
    // Gone since the attempt (its holder finished): try again. Held too long: left by a crash.
    const held = statSync(SIDE_BUILD_LOCK, { throwIfNoEntry: false });
    if (held && Date.now() - held.mtimeMs < SIDE_BUILD_TIMEOUT_MS) return false;
    if (held) rmSync(SIDE_BUILD_LOCK, { recursive: true, force: true });
    return lock();
  }
}

/** The build's folder, built first if it is missing or older than `build/`. */
export async function sideBuild() {
  const { dir } = SIDE_BUILD;
  mkdirSync(path.dirname(dir), { recursive: true });
  // Fresh and unlocked: a build in progress has written its policy file before its last files.
  while (existsSync(SIDE_BUILD_LOCK) || !isFresh()) {
    if (!lock()) {
      await sleep(1_000);
      continue;
    }
    try {
      if (!isFresh()) build();
    } finally {
      rmSync(SIDE_BUILD_LOCK, { recursive: true, force: true });
    }
  }
  return dir;
}

function build() {
  const { dir, env } = SIDE_BUILD;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  rmSync(POSTS, { recursive: true, force: true });
  cpSync(POSTS_DIR, POSTS, { recursive: true });
  copyFileSync(UNSAFE_POST.file, path.join(POSTS, path.basename(UNSAFE_POST.file)));
  const result = spawnSync("npm", ["run", "build"], {
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: dir, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`side build failed:\n${result.stdout}\n${result.stderr}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await sideBuild());
