import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const made: string[] = [];

/** Removes every folder `tempDir` made: after each test file (`vitest.setup.ts`), and at exit. */
export function removeTempDirs() {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
process.once("exit", removeTempDirs);

/**
 * A new folder in the system's temporary folder, removed when its test file ends: a test run
 * leaves nothing behind there, however many databases and builds its tests make.
 */
export function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
