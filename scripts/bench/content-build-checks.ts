/**
 * What a build with many posts must still get right to deploy (`scripts/bench/check-content-build.ts`
 * runs these on a build): `_headers` within static hosts' limits, a sitemap of every indexable page
 * split at the protocol's limit, every listing page of the blog and of each tag with its posts and
 * its neighbours' links, and no link to a page the build lacks. Each returns its problems, none when
 * all is well.
 */
import { blogPagePath, postPath, tagPagePath } from "../../app/content/blog.ts";
import { allTags, pageCount, postsOnPage } from "../../app/lib/blog.ts";
import { headersFileProblems } from "../../server/header-policy.ts";
import { SITEMAP_MAX_URLS } from "../build/sitemap.ts";

/** A file of the build by its path from the site's root (`/sitemap.xml`), or null. */
export type ReadFile = (file: string) => string | null;
export type ListedPost = { slug: string; tags: readonly string[] };

/** How many rules `_headers` has: a rule is a path, unindented, then its headers. */
export const headersRuleCount = (text: string) =>
  text.split("\n").filter((line) => /^[^\s#]/.test(line)).length;

/** What a host would drop from the build's `_headers` (`headersFileProblems`). */
export const headersProblems = (text: string) =>
  headersFileProblems(headersRuleCount(text), text.split("\n"));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

/** The sitemap (or its index and parts) lists each of `paths` once, no file over the limit. */
export function sitemapProblems(read: ReadFile, siteUrl: string, paths: readonly string[]) {
  const root = read("/sitemap.xml");
  if (root === null) return ["no /sitemap.xml"];
  const problems: string[] = [];
  const parts = root.includes("<sitemapindex")
    ? locs(root).map((url) => url.slice(siteUrl.length))
    : ["/sitemap.xml"];
  const listed: string[] = [];
  for (const part of parts) {
    const xml = part === "/sitemap.xml" ? root : read(part);
    if (xml === null) {
      problems.push(`the sitemap's index names ${part}, which the build lacks`);
      continue;
    }
    const urls = locs(xml);
    if (urls.length > SITEMAP_MAX_URLS)
      problems.push(`${part} lists ${urls.length} URLs; the protocol allows ${SITEMAP_MAX_URLS}`);
    listed.push(...urls);
  }
  const expected = new Set(paths.map((page) => `${siteUrl}${page}`));
  const missing = [...expected].filter((url) => !listed.includes(url));
  const extra = listed.filter((url) => !expected.has(url));
  if (missing.length) problems.push(`the sitemap lacks ${missing.length}, such as ${missing[0]}`);
  if (extra.length) problems.push(`the sitemap lists ${extra.length} others, such as ${extra[0]}`);
  if (listed.length !== new Set(listed).size) problems.push("the sitemap lists a URL twice");
  return problems;
}

/** The paths a page's links point to on this site, without fragment or query. */
export const linkedPaths = (html: string) =>
  new Set([...html.matchAll(/<a\b[^>]*?\shref="(\/[^"#?]*)/g)].map((match) => match[1]!));

/**
 * The blog's listing pages and each tag's: as many as their posts fill, each linking its own posts
 * (newest first, `POSTS_PER_PAGE` a page) and no other post, the page before and after it, and
 * none past the last. `posts` are the published ones, newest first.
 */
export function listingProblems(read: ReadFile, posts: readonly ListedPost[]) {
  const listings = [
    { name: "the blog", posts, pagePath: blogPagePath },
    ...allTags(posts).map((tag) => ({
      name: `tag ${tag}`,
      posts: posts.filter((post) => post.tags.includes(tag)),
      pagePath: (page: number) => tagPagePath(tag, page),
    })),
  ];
  const postPaths = new Set(posts.map((post) => postPath(post.slug)));
  const problems: string[] = [];
  for (const listing of listings) {
    const pages = pageCount(listing.posts.length);
    for (let page = 1; page <= pages; page++) {
      const html = read(listing.pagePath(page));
      if (html === null) {
        problems.push(`${listing.name}: no page ${listing.pagePath(page)}`);
        continue;
      }
      const links = linkedPaths(html);
      const shown = [...links].filter((link) => postPaths.has(link)).sort();
      const expected = postsOnPage(listing.posts, page)!
        .map((post) => postPath(post.slug))
        .sort();
      if (shown.join() !== expected.join())
        problems.push(
          `${listing.pagePath(page)} links ${shown.length} posts, not the ${expected.length} of its page`,
        );
      for (const neighbour of [page - 1, page + 1].filter((n) => n >= 1 && n <= pages)) {
        if (!links.has(listing.pagePath(neighbour)))
          problems.push(`${listing.pagePath(page)} has no link to ${listing.pagePath(neighbour)}`);
      }
    }
    if (read(listing.pagePath(pages + 1)) !== null)
      problems.push(`${listing.name}: a page past the last, ${listing.pagePath(pages + 1)}`);
  }
  return problems;
}

/** Links from `pages` (path → markup) that `resolve` finds no file for, by the page they are on. */
export function brokenLinkProblems(
  pages: ReadonlyMap<string, string>,
  resolve: (urlPath: string) => string | null,
) {
  const problems: string[] = [];
  for (const [page, html] of pages) {
    const broken = [...linkedPaths(html)].filter((link) => resolve(link) === null);
    if (broken.length)
      problems.push(`${page} links to ${broken.join(", ")}, which the build lacks`);
  }
  return problems;
}
