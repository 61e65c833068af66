/**
 * After `react-router build`: the steps below, in order, each timed (scripts/build/build-steps.ts). The
 * pages' inline scripts minified and each page's stylesheet cut to what it uses, the far bands'
 * heights measured, short class names, the security headers for the server and for static hosts
 * (`_headers`; each page's CSP allows its own inline scripts by hash, a section's pages their
 * section's), and brotli/gzip copies of every text file.
 */
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCallback } from "node:zlib";
import { indexableSitePages } from "../../app/lib/site-pages.server.ts";
import { readConfig } from "../../app/lib/config.ts";
import { BLOG_PATH } from "../../app/content/blog.ts";
import { withCompactIcons } from "./icons.ts";
import {
  ADMIN_PATH,
  BUILD_POLICY_FILE,
  NOT_FOUND_PAGE,
  contentSecurityPolicy,
  formatHeadersFile,
  staticHostRules,
  type BuildPolicy,
} from "../../server/header-policy.ts";
import { BUILD_FACTS_FILE, type BuildFacts } from "../../server/build-facts.ts";
import { BAND_PROPERTY, bandRulesFrom, measureBandSizes, tagBands } from "./band-sizes.ts";
import { buildDir, moveRouterBuild } from "./build-dir.ts";
import { runSteps } from "./build-steps.ts";
import { writeSearchIndex } from "./search-index.ts";
import { hasBlogSearch } from "../../app/lib/search-index.ts";
import { cmsOptionsFrom, writeAdmin } from "../cms/admin.ts";
import {
  assertOwnScripts,
  inlineScripts,
  readOwnScripts,
  scriptHash,
  withMinifiedScripts,
} from "./csp.ts";
import { withJoinedScripts, withUsedScripts } from "./actions.ts";
import { islandModules, withIslands } from "./islands.ts";
import { ISLANDS_MANIFEST, type IslandsManifest } from "../vite/islands-plugin.ts";
import { readEntryManifest } from "./client-entry.ts";
import { FONT_SWAP_MANIFEST } from "../vite/font-swap-plugin.ts";
import { VITALS_MANIFEST } from "../vite/vitals-plugin.ts";
import { ANALYTICS_MANIFEST } from "../vite/analytics-plugin.ts";
import { FONT_SWAP_ENTRY_URL } from "../../app/lib/brand-font.ts";
import { VITALS_ENTRY_URL } from "../../app/lib/first-paint.ts";
import { ANALYTICS_ENTRY_URL, hasConsentBanner } from "../../app/features/consent/consent.ts";
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
import { sitemapFiles } from "./sitemap.ts";

const clientDir = path.join(buildDir, "client");
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
const adminDir = path.join(clientDir, ADMIN_PATH);
const config = readConfig(process.env);
/** Folders whose pages grow with the content: their pages share one policy (server/header-policy.ts). */
const POLICY_SECTIONS = [`${BLOG_PATH}/`];

/** What the steps hand on: the pages, their stylesheets' sources, the policy. */
let pageFiles: string[] = [];
let islands: IslandsManifest;
let fontSwapEntry = "";
let inlined = "";
const stylesheets = new Map<string, PageStylesheetSource>();
const policy: BuildPolicy = { pages: {}, sections: {} };
const compressed = { raw: 0, brotli: 0 };

await runSteps(
  "postbuild",
  [
    { name: "router output", run: tidyRouterOutput },
    { name: "sitemap and robots", run: writeSitemap },
    { name: "page scripts and stylesheets", run: finishPages },
    { name: "band heights", run: writeBandHeights },
    { name: "short names", run: shortenNames },
    { name: "content security policy", run: hashScripts },
    {
      name: "search index",
      run: async () =>
        console.log(`postbuild: search index of ${await writeSearchIndex(clientDir)} pages`),
    },
    {
      name: "editor",
      run: () => writeAdmin(adminDir, cmsOptionsFrom(process.env, config.siteUrl)),
    },
    { name: "_headers", run: writeHeadersFile },
    { name: "compression", run: compress },
    { name: "build facts", run: writeBuildFacts },
  ],
  buildDir,
);
console.log(
  `postbuild: ${pageFiles.length} pages, sitemap of ${indexableSitePages.length} URLs, ` +
    `${(compressed.raw / 1024).toFixed(0)} KB of text compressed to ` +
    `${(compressed.brotli / 1024).toFixed(0)} KB (brotli)`,
);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function urlOf(file: string) {
  return "/" + path.relative(clientDir, file).split(path.sep).join("/");
}

/** The build where the server reads it, the 404 page where hosts look, and no file nothing asks for. */
function tidyRouterOutput() {
  moveRouterBuild();
  // Static hosts look for /404.html; our server sends it with status 404.
  renameSync(path.join(clientDir, "404", "index.html"), path.join(clientDir, "404.html"));
  rmSync(path.join(clientDir, "404"), { recursive: true });
  rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });
  // React Router's route data (`*.data`) serves its client-side navigation; every page here is a
  // static document, so nothing ever requests it.
  for (const file of walk(clientDir).filter((f) => f.endsWith(".data"))) rmSync(file);
  // What `npm run cms` left in public/ for the dev server; the editor is written after the pages.
  rmSync(adminDir, { recursive: true, force: true });
}

function writeSitemap() {
  for (const [file, xml] of sitemapFiles(config.siteUrl, indexableSitePages)) {
    writeFileSync(path.join(clientDir, file), xml);
  }
  writeFileSync(
    path.join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /ldc\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`,
  );
}

/** Each page's modules named, its inline scripts cut to what it runs and minified, its stylesheet cut. */
async function finishPages() {
  const vitals = readEntryManifest(path.join(buildDir, VITALS_MANIFEST));
  const fontSwap = readEntryManifest(path.join(buildDir, FONT_SWAP_MANIFEST));
  fontSwapEntry = fontSwap.entry;
  const analytics = readEntryManifest(path.join(buildDir, ANALYTICS_MANIFEST));
  const islandsManifestFile = path.join(buildDir, ISLANDS_MANIFEST);
  islands = JSON.parse(readFileSync(islandsManifestFile, "utf8")) as IslandsManifest;
  rmSync(islandsManifestFile);
  const assetText = (url: string) => readFileSync(path.join(clientDir, url), "utf8");
  /** The text of every chunk a page's islands can load: the entry, and each island's own. */
  const islandScripts = (html: string) =>
    html.includes('data-island="') ? islandModules(html, islands).map(assetText) : [];

  // Built from the same input as the bundler's, or a page's stylesheet could style it differently.
  const sheet = inlineStylesheet(readFileSync(path.join(clientDir, "index.html"), "utf8"));
  if (sheet === null || sheet !== (await siteStylesheet()))
    throw new Error("postbuild: the site's stylesheet, built again, differs from the one inlined");
  inlined = sheet;

  pageFiles = walk(clientDir).filter((f) => f.endsWith(".html"));
  const ownScripts = readOwnScripts(buildDir);
  for (const file of pageFiles) {
    const prerendered = readFileSync(file, "utf8");
    // The policy hashes a page's every script: each must be the build's.
    assertOwnScripts(file, prerendered, ownScripts);
    const withModules = withIslands(
      withCompactIcons(prerendered)
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
}

/** Every band's height at every width, measured on the finished pages (scripts/build/band-sizes.ts). */
async function writeBandHeights() {
  const tagged = pageFiles.flatMap((file) => {
    const { html, count } = tagBands(readFileSync(file, "utf8"));
    if (count === 0) return [];
    writeFileSync(file, html);
    return [{ file, url: urlOf(file) }];
  });
  // A build read only for its files and headers (the static-deployment and editor tests) draws no page.
  if (process.env.BUILD_BAND_SIZES === "false") return;
  const copied = copiedBandHeights(tagged);
  const measure = tagged.filter((page) => !copied.has(page.file));
  const measured = measure.length
    ? await measureBandSizes(clientDir, measure, fontSwapEntry)
    : new Map<string, string>();
  if (measured === null) {
    console.warn(
      "postbuild: no Chromium (CHROME_PATH), so far bands keep one estimated height and pages may change height as they scroll",
    );
  }
  for (const [file, rules] of [...copied, ...(measured ?? [])]) {
    const html = readFileSync(file, "utf8");
    // A stylesheet of their own, before the site's: the site's is the one Tailwind builds, which
    // page-css.spec.ts compares with the whole sheet.
    const start = html.indexOf("<style>");
    if (start < 0) throw new Error(`postbuild: ${file} has bands but no stylesheet`);
    writeFileSync(file, html.slice(0, start) + `<style>${rules}</style>` + html.slice(start));
  }
}

/**
 * The heights `BUILD_BAND_SIZES_FROM` (another build's client folder, of the same source) measured
 * for the pages it has with the same bands (`bandRulesFrom`).
 */
function copiedBandHeights(pages: readonly { file: string }[]) {
  const from = process.env.BUILD_BAND_SIZES_FROM;
  const copied = new Map<string, string>();
  if (!from) return copied;
  // Its short name for the bands' property, beside its client folder.
  const names = path.join(from, "..", PROPERTY_NAMES_FILE);
  const measuredProperty = existsSync(names)
    ? (JSON.parse(readFileSync(names, "utf8")) as Record<string, string>)[BAND_PROPERTY]
    : undefined;
  for (const { file } of pages) {
    const other = path.join(from, path.relative(clientDir, file));
    if (!existsSync(other)) continue;
    const rules = bandRulesFrom(
      readFileSync(file, "utf8"),
      readFileSync(other, "utf8"),
      measuredProperty,
    );
    if (rules) copied.set(file, rules);
  }
  console.log(`postbuild: band heights of ${copied.size} of ${pages.length} pages from ${from}`);
  return copied;
}

/** Short class and custom property names, once every page is final (scripts/build/class-names.ts, property-names.ts). */
function shortenNames() {
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
}

/**
 * Each page's policy allows its inline scripts as they are now, by hash; a section's pages share
 * one that allows all of theirs and the 404 page's, which a static host serves for a path there
 * that no page has.
 */
function hashScripts() {
  const policyOptions = { waitlistUrl: config.waitlistUrl, vitalsUrl: config.vitalsUrl };
  const sections = new Map<
    string,
    { hashes: Set<string>; analytics: boolean; webAssembly: boolean }
  >();
  let notFoundHashes: string[] = [];
  for (const file of pageFiles) {
    const html = readFileSync(file, "utf8");
    const hashes = inlineScripts(html).map(scriptHash);
    const page = urlOf(file);
    // Google's hosts only where a visitor can accept analytics (not /ldc, which has no banner).
    const analytics = hasConsentBanner(html);
    // Pagefind compiles WebAssembly: only where a page has the search field.
    const webAssembly = hasBlogSearch(html);
    if (page === NOT_FOUND_PAGE) notFoundHashes = hashes;
    const folder = POLICY_SECTIONS.find((prefix) => page.startsWith(prefix));
    if (!folder) {
      policy.pages[page] = contentSecurityPolicy({
        scriptHashes: hashes,
        ...policyOptions,
        analytics,
        webAssembly,
      });
      continue;
    }
    const section = sections.get(folder) ?? {
      hashes: new Set<string>(),
      analytics,
      webAssembly: false,
    };
    // A section's pages share one policy, so the section's listing pages' search allows it for all.
    section.webAssembly ||= webAssembly;
    if (section.analytics !== analytics)
      throw new Error(
        `postbuild: ${page} differs from the rest of ${folder} in its consent banner`,
      );
    for (const hash of hashes) section.hashes.add(hash);
    sections.set(folder, section);
  }
  for (const [folder, { hashes, analytics, webAssembly }] of sections) {
    policy.sections[folder] = contentSecurityPolicy({
      scriptHashes: [...new Set([...hashes, ...notFoundHashes])],
      ...policyOptions,
      analytics,
      webAssembly,
    });
  }
}

/** The static hosts' copy of the server's headers, with every file of the build, the editor's too. */
function writeHeadersFile() {
  const files = walk(clientDir).map(urlOf);
  writeFileSync(
    path.join(clientDir, "_headers"),
    formatHeadersFile(staticHostRules(files, policy)),
  );
}

/**
 * Brotli and gzip copies of every text file a visitor may fetch, a file a core at once: zlib's
 * asynchronous calls run on libuv's threads, and brotli's 11 is most of the build's time a post.
 */
async function compress() {
  const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest|pem|map)$/;
  // A quarter of the build's time; the static-deployment test, which reads no compressed copy, skips it.
  if (process.env.BUILD_COMPRESS === "false") return;
  // The editor's 5 MB bundle would double brotli's time; editors load it once, then revalidate.
  const published = (file: string) => !file.startsWith(adminDir + path.sep);
  const files = walk(clientDir).filter((f) => published(f) && compressible.test(f));
  const compressFile = async (file: string) => {
    const data = readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzip(data, { level: 9 }),
    ]);
    if (br.length < data.length) writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
    compressed.raw += data.length;
    compressed.brotli += Math.min(br.length, data.length);
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: availableParallelism() }, async () => {
      while (next < files.length) await compressFile(files[next++]!);
    }),
  );
}

/**
 * Last: the policy file marks a build as whole (`npm start` and the test's side builds read its
 * time), so a build stopped on the way is never taken for a finished one.
 */
function writeBuildFacts() {
  const facts: BuildFacts = { siteUrl: config.siteUrl, gaMeasurementIds: config.gaMeasurementIds };
  writeFileSync(path.join(buildDir, BUILD_FACTS_FILE), JSON.stringify(facts, null, 2));
  writeFileSync(path.join(buildDir, BUILD_POLICY_FILE), JSON.stringify(policy, null, 2));
}
