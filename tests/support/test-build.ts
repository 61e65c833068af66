import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { BUILD_FACTS_FILE, type BuildFacts } from "../../server/build-facts.ts";
import { BUILD_POLICY_FILE, type BuildPolicy } from "../../server/header-policy.ts";
import { tempDir } from "./temp-dir.ts";

export const TEST_BUILD_POLICY =
  "default-src 'self'; script-src 'self' 'sha256-home'; frame-ancestors 'none'";

/** A tiny stand-in for `build/`: enough files to exercise every serving rule. */
export function createTestBuild(
  facts: BuildFacts = { siteUrl: "http://localhost:3000", gaMeasurementIds: [] },
) {
  const buildDir = tempDir("fabric-build-");
  const client = path.join(buildDir, "client");
  const files: Record<string, string> = {
    "index.html": "<h1>Home</h1>",
    "about/index.html": "<h1>About</h1>",
    "404.html": "<h1>Oops! Page not found</h1>",
    "ldc/index.html": "<h1>At a glance</h1>",
    "assets/app-abc123.js": "console.log('app');".repeat(50),
    "robots.txt": "User-agent: *",
    _headers: "/*\n  X-Frame-Options: DENY\n",
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    writeFileSync(path.join(client, file), content);
  }
  writeFileSync(
    path.join(client, "assets/app-abc123.js.gz"),
    gzipSync(files["assets/app-abc123.js"]!),
  );
  const policy: BuildPolicy = {
    pages: Object.fromEntries(
      Object.keys(files)
        .filter((file) => file.endsWith(".html"))
        .map((file) => [`/${file}`, TEST_BUILD_POLICY]),
    ),
    sections: {},
  };
  writeFileSync(path.join(buildDir, BUILD_POLICY_FILE), JSON.stringify(policy));
  writeFileSync(path.join(buildDir, BUILD_FACTS_FILE), JSON.stringify(facts));
  return buildDir;
}
