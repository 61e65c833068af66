/**
 * `npm run bench:content -- --posts N`: what a post costs the build. Builds a throw-away copy of the
 * project (a temporary folder, its node_modules linked) with no added post and with N generated ones
 * (the first launch post's body, two tags each from a small set, dates over a year) and prints each
 * step's time (React Router's build, then the postbuild's steps, scripts/build/build-steps.ts), the cost of
 * a post, and the build's peak memory (every process of it, Chromium included). With
 * `--astrowind DIR` (AstroWind checked out, installed and building offline) it builds that with the
 * same posts in the same run, interleaved with ours, and only writes (then removes) posts in its
 * content folder. Options: `--posts N` (200), `--runs R` (1), `--json FILE`, `--keep` (leaves the
 * copy, built with the N posts, and prints its path: budget checks can then read its build/).
 */
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { readPosts, POSTS_DIR } from "../../app/lib/posts.server.ts";
import { BUILD_STEPS_FILE, type StepTime } from "../build/build-steps.ts";
import { median } from "./bench-budgets.ts";
import { args, option } from "./command-line.ts";

const count = Number(option("--posts") ?? 200);
const runs = Number(option("--runs") ?? 1);
const astrowind = option("--astrowind") ? path.resolve(option("--astrowind")!) : undefined;
const jsonFile = option("--json");
const keep = args.includes("--keep");
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(runs) || runs < 1) {
  console.error("bench:content: --posts and --runs take whole numbers of at least 1");
  process.exit(2);
}
const ASTROWIND_POSTS = astrowind && path.join(astrowind, "src", "data", "post");
if (ASTROWIND_POSTS && !existsSync(path.join(astrowind!, "node_modules"))) {
  console.error(`bench:content: ${astrowind} has no node_modules: npm install there first`);
  process.exit(2);
}

/** The posts' tags: two each, from a set as small as a marketing team's. */
const TAGS = ["announcements", "engineering", "flows", "perspective", "source", "trust"];
const GENERATED = "bench-post-";
const source = readPosts().at(-1)!; // the first launch post: the oldest
const sourceText = readFileSync(source.file, "utf8");
const body = source.body;

/** A generated post's date: spread over the year before the first launch post. */
function dateOf(index: number, total: number) {
  const first = new Date(source.pubDate).getTime();
  return new Date(first - Math.round(((index + 1) * 365) / total) * 86_400_000);
}
/** Two different tags, every pair in turn. */
const tagsOf = (index: number) => {
  const offset = 1 + (Math.floor(index / TAGS.length) % (TAGS.length - 1));
  return [TAGS[index % TAGS.length]!, TAGS[(index + offset) % TAGS.length]!];
};
const number = (index: number) => String(index + 1).padStart(4, "0");

function writeOurPosts(dir: string, total: number) {
  for (let index = 0; index < total; index++) {
    const frontmatter = sourceText
      .slice(0, sourceText.indexOf("\n---", 3))
      .replace(/^title: .*$/m, `title: "${source.title}, part ${index + 1}"`)
      .replace(/^pubDate: .*$/m, `pubDate: ${dateOf(index, total).toISOString().slice(0, 10)}`)
      .replace(
        /^tags:\n( {2}- .*\n)+/m,
        `tags:\n${tagsOf(index)
          .map((t) => `  - ${t}\n`)
          .join("")}`,
      );
    writeFileSync(
      path.join(dir, `${GENERATED}${number(index)}.md`),
      `${frontmatter}\n---\n${body}`,
    );
  }
}

function writeAstroWindPosts(dir: string, total: number) {
  for (const name of readdirSync(dir).filter((file) => file.startsWith(GENERATED))) {
    rmSync(path.join(dir, name));
  }
  for (let index = 0; index < total; index++) {
    const frontmatter = [
      "---",
      `publishDate: ${dateOf(index, total).toISOString()}`,
      `title: "${source.title}, part ${index + 1}"`,
      `excerpt: ${JSON.stringify(source.description)}`,
      "category: Bench",
      "tags:",
      ...tagsOf(index).map((tag) => `  - ${tag}`),
      "---",
    ].join("\n");
    writeFileSync(path.join(dir, `${GENERATED}${number(index)}.md`), `${frontmatter}\n${body}`);
  }
}

/** A copy of the project's files (tracked and new, not ignored), its node_modules linked. */
function copyProject() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-content-"));
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && existsSync(file));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(file, path.join(dir, file));
  }
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
  return dir;
}

/** The resident memory of a process and every process under it, in bytes (Linux's /proc). */
function treeMemory(root: number) {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pid = Number(entry);
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
      rss.set(pid, Number(fields[21]) * 4096);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const pending = [root];
  while (pending.length) {
    const pid = pending.pop()!;
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

type Ran = { seconds: number; peak: number; load: number; output: string };

/**
 * Runs a command to its end; its wall time, output, the peak memory of its processes and the mean
 * one-minute load average while it ran (the machine's other work), sampled.
 */
function run(command: string, commandArgs: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  return new Promise<Ran>((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, commandArgs, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    let peak = 0;
    const loads: number[] = [];
    const sampler = setInterval(() => {
      peak = Math.max(peak, treeMemory(child.pid!));
      loads.push(loadavg()[0]!);
    }, 200);
    child.on("close", (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`${command} ${commandArgs.join(" ")}:\n${output}`));
      const load = loads.reduce((sum, value) => sum + value, 0) / Math.max(1, loads.length);
      resolve({ seconds: (performance.now() - start) / 1000, peak, load, output });
    });
  });
}

type Result = {
  site: string;
  posts: number;
  steps: StepTime[];
  seconds: number;
  peak: number;
  load: number;
};

async function buildOurs(dir: string, posts: number): Promise<Result> {
  const postsDir = path.join(dir, POSTS_DIR);
  for (const name of readdirSync(postsDir).filter((file) => file.startsWith(GENERATED))) {
    rmSync(path.join(postsDir, name));
  }
  writeOurPosts(postsDir, posts);
  const bin = path.join(dir, "node_modules", ".bin");
  const router = await run(path.join(bin, "react-router"), ["build"], dir);
  const post = await run(path.join(bin, "tsx"), ["scripts/build/postbuild.ts"], dir);
  const steps = JSON.parse(readFileSync(path.join(dir, "build", BUILD_STEPS_FILE), "utf8"));
  return {
    site: "ours",
    posts,
    steps: [{ name: "react-router build", seconds: router.seconds }, ...steps],
    seconds: router.seconds + post.seconds,
    peak: Math.max(router.peak, post.peak),
    load:
      (router.load * router.seconds + post.load * post.seconds) / (router.seconds + post.seconds),
  };
}

async function buildAstroWind(posts: number): Promise<Result> {
  writeAstroWindPosts(ASTROWIND_POSTS!, posts);
  const { seconds, peak, load } = await run(
    path.join(astrowind!, "node_modules", ".bin", "astro"),
    ["build"],
    astrowind!,
    { ASTRO_TELEMETRY_DISABLED: "1" },
  );
  return {
    site: "astrowind",
    posts,
    steps: [{ name: "astro build", seconds }],
    seconds,
    peak,
    load,
  };
}

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

/** Whether the build with the posts deploys (scripts/bench/check-content-build.ts); the timing goes on if not. */
async function checkBuild(dir: string) {
  const tsx = path.join(dir, "node_modules", ".bin", "tsx");
  try {
    const { output } = await run(tsx, ["scripts/bench/check-content-build.ts"], dir);
    console.log(output.trimEnd());
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}

const dir = copyProject();
const results: Result[] = [];
try {
  for (let round = 1; round <= runs; round++) {
    for (const posts of [0, count]) {
      console.log(`round ${round}: ours with ${posts} added posts…`);
      results.push(await buildOurs(dir, posts));
      if (posts === count && round === 1) await checkBuild(dir);
      if (astrowind) {
        console.log(`round ${round}: AstroWind with ${posts} added posts…`);
        results.push(await buildAstroWind(posts));
      }
    }
  }
} finally {
  if (keep) console.log(`kept the copy built with ${count} added posts: ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
  if (ASTROWIND_POSTS) writeAstroWindPosts(ASTROWIND_POSTS, 0);
}

/** Each site's medians: every step's time with no added post and with `count`, and per post. */
for (const site of astrowind ? ["ours", "astrowind"] : ["ours"]) {
  const of = (posts: number) => results.filter((r) => r.site === site && r.posts === posts);
  const [base, full] = [of(0), of(count)];
  const stepTime = (list: Result[], name: string) =>
    median(list.map((r) => r.steps.find((step) => step.name === name)?.seconds ?? 0));
  const rows = [
    ...full[0]!.steps.map((step) => {
      const [a, b] = [stepTime(base, step.name), stepTime(full, step.name)];
      return [step.name, a, b, ((b - a) / count) * 1000];
    }),
  ];
  const [a, b] = [median(base.map((r) => r.seconds)), median(full.map((r) => r.seconds))];
  console.log(`\n${site} (median of ${runs}): seconds with 0 and ${count} added posts, ms a post`);
  for (const [name, zero, all, perPost] of [
    ...rows,
    ["whole build", a, b, ((b - a) / count) * 1000],
  ]) {
    console.log(
      `  ${String(name).padEnd(30)} ${Number(zero).toFixed(1).padStart(7)} ${Number(all).toFixed(1).padStart(7)} ${Number(perPost).toFixed(0).padStart(7)}`,
    );
  }
  console.log(
    `  peak memory: ${mb(median(base.map((r) => r.peak)))} and ${mb(median(full.map((r) => r.peak)))}`,
  );
  console.log(
    `  load average while building: ${median(base.map((r) => r.load)).toFixed(1)} and ${median(full.map((r) => r.load)).toFixed(1)}`,
  );
}
if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ count, runs, results }, null, 2));
