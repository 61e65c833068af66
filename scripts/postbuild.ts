/**
 * After `react-router build`: the 404 page, sitemap and robots, each page's inline scripts minified
 * and its stylesheet cut to what the page uses, short class names, the security headers for the server and for static
 * hosts (`_headers`; each page's CSP allows its own inline scripts by hash), and brotli/gzip copies
 * of every text file.
 */
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { indexableSitePages } from "../app/lib/site-pages.server.ts";
import { readConfig } from "../app/lib/config.ts";
import { withCompactIcons } from "./icons.ts";
import {
  ADMIN_PATH,
  BUILD_POLICY_FILE,
  contentSecurityPolicy,
  formatHeadersFile,
  staticHostRules,
  type BuildPolicy,
} from "../server/header-policy.ts";
import { BUILD_FACTS_FILE, type BuildFacts } from "../server/build-facts.ts";
import { measureBandSizes, tagBands } from "./band-sizes.ts";
import { buildDir, moveRouterBuild } from "./build-dir.ts";
import { cmsOptionsFrom, writeAdmin } from "./cms/admin.ts";
import { writeSearchIndex } from "./search-index.ts";
import { hasBlogSearch } from "../app/lib/search-index.ts";
import { inlineScripts, scriptHash, withMinifiedScripts } from "./csp.ts";
import { withJoinedScripts, withUsedScripts } from "./actions.ts";
import { islandModules, withIslands } from "./islands.ts";
import { ISLANDS_MANIFEST, type IslandsManifest } from "./islands-plugin.ts";
import { readEntryManifest } from "./client-entry.ts";
import { FONT_SWAP_MANIFEST } from "./font-swap-plugin.ts";
import { VITALS_MANIFEST } from "./vitals-plugin.ts";
import { ANALYTICS_MANIFEST } from "./analytics-plugin.ts";
import { FONT_SWAP_ENTRY_URL } from "../app/lib/brand-font.ts";
import { VITALS_ENTRY_URL } from "../app/lib/first-paint.ts";
import { ANALYTICS_ENTRY_URL, hasConsentBanner } from "../app/features/consent/consent.ts";
import {
  inlineStylesheet,
  pageStylesheet,
  pageStylesheetSource,
  siteStylesheet,
  withInlineStylesheet,
  type PageStylesheetSource,
} from "./page-css.ts";
import { CLASS_NAMES_FILE } from "./class-names.ts";
import { PROPERTY_NAMES_FILE } from "./property-names.ts";
import { withShortNames } from "./short-class-names.ts";

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
// What `npm run cms` left in public/ for the dev server; the editor is written below, after the pages.
const adminDir = path.join(clientDir, ADMIN_PATH);
rmSync(adminDir, { recursive: true, force: true });

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...indexableSitePages.map(
    (page) =>
      `  <url><loc>${config.siteUrl}${page.path === "/" ? "/" : page.path}</loc>${
        page.lastmod ? `<lastmod>${page.lastmod.slice(0, 10)}</lastmod>` : ""
      }</url>`,
  ),
  "</urlset>",
  "",
].join("\n");
writeFileSync(path.join(clientDir, "sitemap.xml"), sitemap);
writeFileSync(
  path.join(clientDir, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /ldc\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`,
);

const vitals = readEntryManifest(path.join(buildDir, VITALS_MANIFEST));
const fontSwap = readEntryManifest(path.join(buildDir, FONT_SWAP_MANIFEST));
const analytics = readEntryManifest(path.join(buildDir, ANALYTICS_MANIFEST));

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
/** What each page's stylesheet is cut from, cut again once its classes have their short names. */
const stylesheets = new Map<string, PageStylesheetSource>();
const scriptHashes = new Set<string>();
const policyOptions = { waitlistUrl: config.waitlistUrl, vitalsUrl: config.vitalsUrl };
for (const file of walk(clientDir).filter((f) => f.endsWith(".html"))) {
  const withModules = withIslands(
    withCompactIcons(readFileSync(file, "utf8"))
      .replace(VITALS_ENTRY_URL, vitals.entry)
      .replace(FONT_SWAP_ENTRY_URL, fontSwap.entry)
      .replace(ANALYTICS_ENTRY_URL, analytics.entry)
      // React Router marks links for its client-side route discovery; a page here navigates as a
      // document, so the mark is bytes in the first response and nothing else.
      .replaceAll(' data-discover="true"', ""),
    islands,
  );
  const islandCode = islandScripts(withModules);
  const withScript = withMinifiedScripts(
    withJoinedScripts(withUsedScripts(withModules, islandCode)),
  );
  // No page runs a module on load (`npm run test:size`): its markup and islands are all it shows.
  const source = await pageStylesheetSource(withScript, islandCode);
  if (source) stylesheets.set(file, source);
  writeFileSync(
    file,
    source ? withInlineStylesheet(withScript, pageStylesheet(source)) : withScript,
  );
}
// Every band's height at every width, measured on the finished pages (scripts/band-sizes.ts).
const pageFiles = walk(clientDir).filter((f) => f.endsWith(".html"));
const tagged = pageFiles.flatMap((file) => {
  const { html, count } = tagBands(readFileSync(file, "utf8"));
  if (count === 0) return [];
  writeFileSync(file, html);
  return [{ file, url: "/" + path.relative(clientDir, file).split(path.sep).join("/") }];
});
// A build read only for its files and headers (the static-deployment and editor tests) draws no page.
const measureBands = process.env.BUILD_BAND_SIZES !== "false";
const bandSizes = measureBands
  ? await measureBandSizes(clientDir, tagged, fontSwap.entry)
  : new Map<string, string>();
if (bandSizes === null) {
  console.warn(
    "postbuild: no Chromium (CHROME_PATH), so far bands keep one estimated height and pages may change height as they scroll",
  );
}
for (const [file, rules] of bandSizes ?? []) {
  const html = readFileSync(file, "utf8");
  // A stylesheet of their own, before the site's: the site's is the one Tailwind builds, which
  // page-css.spec.ts compares with the whole sheet.
  const start = html.indexOf("<style>");
  if (start < 0) throw new Error(`postbuild: ${file} has bands but no stylesheet`);
  writeFileSync(file, html.slice(0, start) + `<style>${rules}</style>` + html.slice(start));
}

// Short class and custom property names, once every page is final (scripts/class-names.ts,
// scripts/property-names.ts).
const shortNames = withShortNames({
  clientDir,
  pageFiles,
  islandFiles: [...islands.entryChunks, ...Object.values(islands.islands).flat()],
  stylesheets,
  stylesheet: inlined,
});
writeFileSync(path.join(buildDir, CLASS_NAMES_FILE), JSON.stringify(shortNames.classes, null, 2));
writeFileSync(
  path.join(buildDir, PROPERTY_NAMES_FILE),
  JSON.stringify(shortNames.properties, null, 2),
);

// Each page's policy allows its inline scripts as they are now, by hash.
for (const file of pageFiles) {
  const html = readFileSync(file, "utf8");
  const hashes = inlineScripts(html).map(scriptHash);
  for (const hash of hashes) scriptHashes.add(hash);
  const page = "/" + path.relative(clientDir, file).split(path.sep).join("/");
  // Google's hosts only where a visitor can accept analytics (not /ldc, which has no banner).
  const analytics = hasConsentBanner(html);
  const webAssembly = hasBlogSearch(html);
  policy.pages[page] = contentSecurityPolicy({
    scriptHashes: hashes,
    ...policyOptions,
    analytics,
    webAssembly,
  });
}

console.log(`postbuild: search index of ${await writeSearchIndex(clientDir)} pages read`);

// The editor is no public page: none of the above (page CSS, hashed scripts, sitemap) is for it.
await writeAdmin(adminDir, cmsOptionsFrom(process.env, config.siteUrl));
const files = walk(clientDir).map(
  (file) => "/" + path.relative(clientDir, file).split(path.sep).join("/"),
);
writeFileSync(path.join(clientDir, "_headers"), formatHeadersFile(staticHostRules(files, policy)));

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest|pem|map)$/;
// A quarter of the build's time; the static-deployment test, which reads no compressed copy, skips it.
const compress = process.env.BUILD_COMPRESS !== "false";
let raw = 0;
let brotli = 0;
// The editor's 5 MB bundle would double brotli's time; editors load it once, then revalidate.
const published = (file: string) => !file.startsWith(adminDir + path.sep);
for (const file of walk(clientDir).filter(
  (f) => compress && published(f) && compressible.test(f),
)) {
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
// Last: the policy file marks a build as whole (`npm start` and the test's side builds read its
// time), so a build stopped on the way is never taken for a finished one.
const facts: BuildFacts = { siteUrl: config.siteUrl, gaMeasurementIds: config.gaMeasurementIds };
writeFileSync(path.join(buildDir, BUILD_FACTS_FILE), JSON.stringify(facts, null, 2));
writeFileSync(path.join(buildDir, BUILD_POLICY_FILE), JSON.stringify(policy, null, 2));
console.log(
  `postbuild: ${scriptHashes.size} inline scripts hashed, sitemap of ${indexableSitePages.length} URLs, ` +
    `${(raw / 1024).toFixed(0)} KB of text compressed to ${(brotli / 1024).toFixed(0)} KB (brotli)`,
);
