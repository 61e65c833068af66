/**
 * Writes the editor (`/admin`): its page, its configuration (generated from the content's schemas,
 * `config.ts`) and Decap CMS bundled with the site's own React. Only this page loads the bundle; the
 * build writes it to `build/client/admin/`, `npm run cms` to `public/admin/` for the dev server.
 */
import { build } from "esbuild";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ADMIN_PATH } from "../../server/header-policy.ts";
import { cmsConfig, type CmsOptions } from "./config.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Fabric content editor</title>
    <link href="${ADMIN_PATH}/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="${ADMIN_PATH}/cms.js"></script>
  </body>
</html>
`;

/** The CMS options of a build, from its variables (docs/content-editing.md). */
export function cmsOptionsFrom(env: NodeJS.ProcessEnv, siteUrl: string): CmsOptions {
  return {
    repo: env.CMS_GITHUB_REPO?.trim() || "OWNER/REPOSITORY",
    branch: env.CMS_GITHUB_BRANCH?.trim() || "main",
    authBaseUrl: env.CMS_AUTH_URL?.trim() || siteUrl,
  };
}

export async function writeAdmin(dir: string, options: CmsOptions) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: [path.join(here, "admin-entry.ts")],
    outfile: path.join(dir, "cms.js"),
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2022",
    // Decap's ES modules, so the bundle has one React, the site's: its prebuilt UMD file carries a
    // react-dom/client of its own, which React 19 refuses beside another version.
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  writeFileSync(path.join(dir, "index.html"), page);
  // JSON is YAML: Decap reads it as its config.yml.
  writeFileSync(path.join(dir, "config.yml"), JSON.stringify(cmsConfig(options), null, 2) + "\n");
}
