/**
 * `npx tsx scripts/bench/check-content-build.ts`: whether a build deploys as its posts make it
 * (scripts/bench/content-build-checks.ts): `_headers`, the sitemap, the listing pages, the links.
 * Reads the build BUILD_DIR names and the posts of BLOG_POSTS_DIR (the project's by default), such
 * as a copy `npm run bench:content -- --keep` left; exits 1 naming every problem.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { readConfig } from "../../app/lib/config.ts";
import { readPosts } from "../../app/lib/posts.server.ts";
import { indexableSitePages } from "../../app/lib/site-pages.server.ts";
import { createResolver } from "../../server/static-site.ts";
import { buildDir } from "../build/build-dir.ts";
import {
  brokenLinkProblems,
  headersProblems,
  headersRuleCount,
  listingProblems,
  sitemapProblems,
} from "./content-build-checks.ts";

const clientDir = path.join(buildDir, "client");
const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => "/" + path.relative(clientDir, path.join(entry.parentPath, entry.name)));
const resolve = createResolver(files);
const read = (urlPath: string) => {
  const file = resolve(urlPath);
  return file === null ? null : readFileSync(path.join(clientDir, file), "utf8");
};
const pages = new Map(
  files.filter((file) => file.endsWith(".html")).map((file) => [file, read(file)!]),
);
const posts = readPosts();

const problems = [
  ...headersProblems(read("/_headers") ?? ""),
  ...sitemapProblems(
    read,
    readConfig(process.env).siteUrl,
    indexableSitePages.map((page) => page.path),
  ),
  ...listingProblems(read, posts),
  ...brokenLinkProblems(pages, resolve),
];
console.log(
  `${buildDir}: ${posts.length} posts, ${pages.size} pages, ${headersRuleCount(read("/_headers") ?? "")} _headers rules, ` +
    `${indexableSitePages.length} sitemap URLs`,
);
for (const problem of problems) console.error(`  ${problem}`);
if (problems.length) process.exit(1);
console.log("  _headers, sitemap, listing pages and links hold");
