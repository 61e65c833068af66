/**
 * What the build was made for, written by the build beside `client/` (scripts/build/postbuild.ts) and read
 * by the server at start: the server's behaviour follows the build it serves, not variables it may
 * not be given.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const BUILD_FACTS_FILE = "site.json";

export type BuildFacts = {
  /** `SITE_URL`: the origin the pages name as theirs. */
  siteUrl: string;
  /** `VITE_GA_MEASUREMENT_IDS`; empty, the pages have no consent banner. */
  gaMeasurementIds: string[];
};

export function readBuildFacts(buildDir: string): BuildFacts {
  const file = path.join(buildDir, BUILD_FACTS_FILE);
  if (!existsSync(file)) throw new Error(`No ${BUILD_FACTS_FILE} in ${buildDir}: build again.`);
  return JSON.parse(readFileSync(file, "utf8")) as BuildFacts;
}
