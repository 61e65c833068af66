import type { CallToAction } from "./types";
import { links, pages } from "./pages.ts";

/** The blog's fixed facts: its paths, its feeds and its copy. Posts are `app/content/posts/<slug>.md`. */
export const BLOG_PATH = pages.blog.path;

/** `/blog` lists this many posts; the rest go on `/blog/page/2`, `/blog/page/3`, … */
export const POSTS_PER_PAGE = 12;

/** Each feed carries this many posts, the latest, in full: a feed stays one download as the blog grows. */
export const FEED_POSTS = 20;

/** A post with at least this many sections (`##` headings) opens with a table of contents. */
export const TOC_MIN_HEADINGS = 4;

/** Words read per minute, for a post's reading time. */
export const WORDS_PER_MINUTE = 230;

/** How many posts sharing a tag a post suggests below it. */
export const RELATED_POSTS = 3;

/** How many of the blog's latest other posts a tag's page lists under its own. */
export const MORE_POSTS = 3;

export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`;
export const tagPath = (tag: string) => `${BLOG_PATH}/tags/${tag}`;
/**
 * How a tag is written where it is shown (its chips, its page's heading and title, the feeds): the
 * frontmatter's tag is its address, lowercase words joined by `-`.
 */
export const tagLabels: Readonly<Record<string, string>> = {
  announcements: "Announcements",
  engineering: "Engineering",
  flows: "Flows",
  mcp: "MCP",
  perspective: "Perspective",
  source: "Source",
  trust: "Trust",
};
/** A tag's label, else its words with the first capitalised: `case-study` → `Case study`. */
export const tagLabel = (tag: string) =>
  tagLabels[tag] ?? `${tag.charAt(0).toUpperCase()}${tag.slice(1).replaceAll("-", " ")}`;

/** A tag's listing pages, 12 posts each as the blog's: page 1 is the tag's own address. */
export const tagPagePath = (tag: string, page: number) =>
  page === 1 ? tagPath(tag) : `${tagPath(tag)}/page/${page}`;
/** Page 1 is `/blog` itself. */
export const blogPagePath = (page: number) =>
  page === 1 ? BLOG_PATH : `${BLOG_PATH}/page/${page}`;

/** The three feeds of every published post, each announced in every page's head. */
export const feeds = [
  { path: `${BLOG_PATH}/rss.xml`, type: "application/rss+xml", label: "RSS" },
  { path: `${BLOG_PATH}/atom.xml`, type: "application/atom+xml", label: "Atom" },
  { path: `${BLOG_PATH}/feed.json`, type: "application/feed+json", label: "JSON Feed" },
] as const;

export const blogCopy = {
  heading: "Blog",
  description: pages.blog.description,
  /** Feed titles and descriptions, and the head of a page past the first. */
  feedTitle: "Fabric blog",
  pageTitle: "Blog, page {page} | Fabric",
  pageHeading: "Blog, page {page}",
  tagTitle: "Posts tagged “{tag}” | Fabric blog",
  tagHeading: "Posts tagged “{tag}”",
  tagPageTitle: "Posts tagged “{tag}”, page {page} | Fabric blog",
  tagPageHeading: "Posts tagged “{tag}”, page {page}",
  tagDescription: "Every post of the Fabric blog tagged “{tag}”, newest first.",
  postTitle: "{title} | Fabric blog",
  featured: "Latest",
  pagination: "Blog pages",
  newer: "Newer posts",
  older: "Older posts",
  pageOf: "Page {page} of {pages}",
  by: "By",
  readingTime: "{minutes} min read",
  published: "Published",
  updated: "Updated",
  tags: "Tags",
  contents: "On this page",
  previous: "Previous post",
  next: "Next post",
  adjacent: "More posts",
  related: "Related posts",
  more: "More from the blog",
  allPosts: "All posts",
  subscribe: "Follow by feed:",
  copyLink: {
    label: "Copy link",
    copied: "Link copied to the clipboard.",
    failed: "Could not copy: copy the address from the address bar instead.",
  },
  share: {
    label: "Share",
    copied: "Link copied to the clipboard.",
    failed: "Could not share: copy the address from the address bar instead.",
  },
} as const;

export const blogCallToAction = {
  heading: "See Fabric with your own workflows",
  description:
    "Tell us where people belong in your AI workflows and what you need to prove. We will show you how Flows, Source and Trust fit.",
  action: links.requestDemo,
} satisfies CallToAction;

/** The search field on the blog's listing pages (`blog-search.tsx`, `blog-search-script.ts`). */
export const blogSearchCopy = {
  label: "Search posts",
  hint: "Any word of a post's title, description or text.",
  one: "1 post found.",
  many: "{count} posts found.",
  none: "No post matches “{term}”.",
  /** Said while the index arrives, the first search's wait (up to seconds on a phone's network). */
  searching: "Searching…",
  failed: "Search is not available right now.",
};
