/**
 * After `react-router build`: the 404 page, sitemap and robots, each page's inline scripts minified
 * and its stylesheet cut to what the page uses, the security headers for the server and for static
 * hosts (`_headers`; each page's CSP allows its own inline scripts by hash), and brotli/gzip copies
 * of every text file.
 */
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { indexablePages } from "../app/content/pages.ts";
import { readConfig } from "../app/lib/config.ts";
import {
  BUILD_POLICY_FILE,
  contentSecurityPolicy,
  formatHeadersFile,
  staticHostRules,
  type BuildPolicy,
} from "../server/header-policy.ts";
import { buildDir, moveRouterBuild } from "./build-dir.ts";
import { inlineScripts, scriptHash, withMinifiedScripts } from "./csp.ts";
import { withUsedScripts } from "./actions.ts";
import { islandModules, withIslands } from "./islands.ts";
import { ISLANDS_MANIFEST, type IslandsManifest } from "./islands-plugin.ts";
import { VITALS_MANIFEST, type VitalsManifest } from "./vitals-plugin.ts";
import { VITALS_ENTRY_URL } from "../app/lib/first-paint.ts";
import { inlineStylesheet, siteStylesheet, withPageStylesheet } from "./page-css.ts";

moveRouterBuild();
const clientDir = path.join(buildDir, "client");
const config = readConfig(process.env);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

// Static hosts look for /404.html; our server sends it with status 404.
renameSync(path.join(clientDir, "404", "index.html"), path.join(clientDir, "404.html"));
rmSync(path.join(clientDir, "404"), { recursive: true });
rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });
// React Router's route data (`*.data`) serves its client-side navigation; every page here is a
// static document, so nothing ever requests it.
for (const file of walk(clientDir).filter((f) => f.endsWith(".data"))) rmSync(file);

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...indexablePages.map(
    (page) => `  <url><loc>${config.siteUrl}${page.path === "/" ? "/" : page.path}</loc></url>`,
  ),
  "</urlset>",
  "",
].join("\n");
writeFileSync(path.join(clientDir, "sitemap.xml"), sitemap);
writeFileSync(
  path.join(clientDir, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /ldc\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`,
);

const vitalsManifestFile = path.join(buildDir, VITALS_MANIFEST);
const vitals = JSON.parse(readFileSync(vitalsManifestFile, "utf8")) as VitalsManifest;
rmSync(vitalsManifestFile);

const islandsManifestFile = path.join(buildDir, ISLANDS_MANIFEST);
const islands = JSON.parse(readFileSync(islandsManifestFile, "utf8")) as IslandsManifest;
rmSync(islandsManifestFile);
const assetText = (url: string) => readFileSync(path.join(clientDir, url), "utf8");
/** The text of every chunk a page's islands can load: the entry, and each island's own. */
const islandScripts = (html: string) =>
  html.includes('data-island="') ? islandModules(html, islands).map(assetText) : [];

// Built from the same input as the bundler's, or a page's stylesheet could style it differently.
const inlined = inlineStylesheet(readFileSync(path.join(clientDir, "index.html"), "utf8"));
if (inlined !== (await siteStylesheet()))
  throw new Error("postbuild: the site's stylesheet, built again, differs from the one inlined");

const policy: BuildPolicy = { pages: {} };
const scriptHashes = new Set<string>();
const policyOptions = {
  waitlistUrl: config.waitlistUrl,
  vitalsUrl: config.vitalsUrl,
  analytics: config.gaMeasurementIds.length > 0,
};
for (const file of walk(clientDir).filter((f) => f.endsWith(".html"))) {
  const withModules = withIslands(
    readFileSync(file, "utf8")
      .replace(VITALS_ENTRY_URL, vitals.entry)
      // React Router marks links for its client-side route discovery; a page here navigates as a
      // document, so the mark is bytes in the first response and nothing else.
      .replaceAll(' data-discover="true"', ""),
    islands,
  );
  const islandCode = islandScripts(withModules);
  const withScript = withMinifiedScripts(withUsedScripts(withModules, islandCode));
  // No page runs a module on load (`npm run test:size`): its markup and islands are all it shows.
  const html = await withPageStylesheet(withScript, islandCode);
  writeFileSync(file, html);
  const hashes = inlineScripts(html).map(scriptHash);
  for (const hash of hashes) scriptHashes.add(hash);
  const page = "/" + path.relative(clientDir, file).split(path.sep).join("/");
  policy.pages[page] = contentSecurityPolicy({ scriptHashes: hashes, ...policyOptions });
}
writeFileSync(path.join(buildDir, BUILD_POLICY_FILE), JSON.stringify(policy, null, 2));
const files = walk(clientDir).map(
  (file) => "/" + path.relative(clientDir, file).split(path.sep).join("/"),
);
writeFileSync(path.join(clientDir, "_headers"), formatHeadersFile(staticHostRules(files, policy)));

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest|pem|map)$/;
// A quarter of the build's time; the static-deployment test, which reads no compressed copy, skips it.
const compress = process.env.BUILD_COMPRESS !== "false";
let raw = 0;
let brotli = 0;
for (const file of walk(clientDir).filter((f) => compress && compressible.test(f))) {
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  if (br.length < data.length) writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
  raw += data.length;
  brotli += Math.min(br.length, data.length);
}
console.log(
  `postbuild: ${scriptHashes.size} inline scripts hashed, sitemap of ${indexablePages.length} URLs, ` +
    `${(raw / 1024).toFixed(0)} KB of text compressed to ${(brotli / 1024).toFixed(0)} KB (brotli)`,
);
