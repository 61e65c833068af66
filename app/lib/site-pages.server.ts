import { feeds } from "../content/blog.ts";
import { allPages, prerenderPaths, type PageMeta } from "../content/pages.ts";
import { allTags, blogPages, pageCount, tagPageCount } from "./blog.ts";
import { readPosts } from "./posts.server.ts";

/**
 * Every page a build writes: the fixed ones of `app/content/pages.ts` and the blog's, enumerated
 * from the published posts. The prerender, the sitemap, the social cards, the size check and the
 * end-to-end tests read these.
 */
const published = readPosts();

export const sitePages: PageMeta[] = [...allPages, ...blogPages(published)];

/**
 * Whether the blog has a page 2. A route with a loader must have pages to prerender
 * (`ssr: false`), so `app/routes.ts` registers `/blog/page/:page` only then.
 */
export const blogIsPaginated = pageCount(published.length) > 1;

/** Whether any tag has a page 2: `/blog/tags/:tag/page/:page` is registered only then. */
export const tagsArePaginated = allTags(published).some((tag) => tagPageCount(published, tag) > 1);

export const indexableSitePages = sitePages.filter((page) => !page.noindex);

export const sitePrerenderPaths = [
  ...prerenderPaths,
  ...sitePages.slice(allPages.length).map((page) => page.path),
  ...feeds.map((feed) => feed.path),
];
