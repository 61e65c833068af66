/**
 * Where `npm run build` writes: BUILD_DIR (any folder), else the folder the server serves by default.
 * React Router writes there only when the folder is inside the project: its prerender imports the
 * server bundle it has just built, whose packages resolve from the node_modules above that bundle.
 * A folder elsewhere is built in node_modules/.cache and moved out by the postbuild.
 */
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { SERVER_DEFAULTS } from "../../server/config.ts";

export const buildDir = path.resolve(process.env.BUILD_DIR ?? SERVER_DEFAULTS.buildDir);

/** The folder React Router writes the build for `dir` to. */
export function routerBuildDir(dir = buildDir, project = process.cwd()) {
  const relative = path.relative(project, dir);
  if (relative && !relative.startsWith("..") && !path.isAbsolute(relative)) return dir;
  const key = createHash("sha256").update(dir).digest("hex").slice(0, 12);
  return path.join(project, "node_modules", ".cache", "router-build", key);
}

/** Moves React Router's build to `dir`, replacing what was there, when the two differ. */
export function moveRouterBuild(dir = buildDir) {
  const from = routerBuildDir(dir);
  if (from === dir) return;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  try {
    renameSync(from, dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    // Another file system: copy, then remove.
    cpSync(from, dir, { recursive: true });
    rmSync(from, { recursive: true });
  }
}
