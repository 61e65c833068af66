/**
 * Writes the editor (`/admin`): its page, its configuration (generated from the content's schemas,
 * `config.ts`), Decap CMS bundled with the site's own React and the post preview
 * (`post-preview.tsx`), the site's stylesheet for that preview, and the company's logo. Only this
 * page loads the bundle; the build writes it to `build/client/admin/`, `npm run cms` to
 * `public/admin/` for the dev server.
 */
import { build, type Plugin } from "esbuild";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { editorCopy } from "../../app/content/editor.ts";
import { site } from "../../app/content/site.ts";
import { ADMIN_PATH } from "../../server/header-policy.ts";
import { brandColours } from "../build/brand-colours.ts";
import { siteStylesheet } from "../build/page-css.ts";
import { ADMIN_FILES } from "./admin-files.ts";
import { cmsConfig, type CmsOptions } from "./config.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${editorCopy.title.replace("{name}", site.name)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link href="${ADMIN_PATH}/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="${ADMIN_PATH}/cms.js"></script>
  </body>
</html>
`;

/**
 * The site's mark and name in the light theme's colours, which Decap's pages are drawn in (the
 * favicon's mark turns white in a dark system theme). Shown on the sign-in page and in the header.
 */
function logo() {
  const { brand, ink } = brandColours();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 132 32" role="img" aria-label="${site.name}">
<rect fill="${ink}" x="5" y="4" width="6" height="24" rx="1.5"/>
<rect fill="${brand}" x="13" y="4" width="15" height="6" rx="1.5"/>
<rect fill="${brand}" x="13" y="13" width="10" height="6" rx="1.5"/>
<rect fill="${ink}" x="13" y="22" width="5" height="6" rx="1.5" opacity=".45"/>
<text x="36" y="24" fill="${ink}" font-family="Inter, Arial, sans-serif" font-size="22" font-weight="700">${site.name}</text>
</svg>
`;
}

/** The CMS options of a build, from its variables (docs/content-editing.md). */
export function cmsOptionsFrom(env: NodeJS.ProcessEnv, siteUrl: string): CmsOptions {
  return {
    repo: env.CMS_GITHUB_REPO?.trim() || "OWNER/REPOSITORY",
    branch: env.CMS_GITHUB_BRANCH?.trim() || "main",
    authBaseUrl: env.CMS_AUTH_URL?.trim() || siteUrl,
    siteUrl,
  };
}

/** The post's body images as the preview draws them: sharp and the file system are the build's. */
const imagesInPreview: Plugin = {
  name: "post-images-in-preview",
  setup(build) {
    build.onResolve({ filter: /\/post-images\.server(\.ts)?$/ }, () => ({
      path: path.join(here, "post-images-in-preview.ts"),
    }));
  },
};

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
    // The site's modules the preview imports read the build's variables from `import.meta.env`,
    // which an IIFE has not: none of those they read matters to the editor.
    define: { "process.env.NODE_ENV": '"production"', "import.meta.env": "{}" },
    alias: { shiki: path.join(here, "shiki-in-preview.ts") },
    plugins: [imagesInPreview],
    logLevel: "warning",
  });
  writeFileSync(path.join(dir, "index.html"), page);
  writeFileSync(path.join(dir, ADMIN_FILES.logo), logo());
  // The whole stylesheet, with its own class names: the preview draws any post.
  writeFileSync(path.join(dir, ADMIN_FILES.previewStyle), await siteStylesheet());
  // JSON is YAML: Decap reads it as its config.yml.
  writeFileSync(path.join(dir, "config.yml"), JSON.stringify(cmsConfig(options), null, 2) + "\n");
}
