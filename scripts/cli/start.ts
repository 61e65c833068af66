/** `npm start`: build when the build is missing or older than the sources, then serve it. */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { BUILD_POLICY_FILE } from "../../server/header-policy.ts";
import { buildDir } from "../build/build-dir.ts";

/** Written last by the build (`scripts/build/postbuild.ts`): a build without it is not whole. */
const STAMP = path.join(buildDir, BUILD_POLICY_FILE);
const SOURCES = [
  "app",
  "public",
  "scripts",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
];

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(entry).map((name) => newest(path.join(entry, name))),
  );
}

const stale = !existsSync(STAMP) || Math.max(...SOURCES.map(newest)) > statSync(STAMP).mtimeMs;
if (stale) {
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../../server/main.ts");
