import {
  MORE_POSTS,
  POSTS_PER_PAGE,
  RELATED_POSTS,
  WORDS_PER_MINUTE,
  blogCopy,
  blogPagePath,
  postPath,
  tagLabel,
  tagPagePath,
} from "../content/blog.ts";
import { pages, type PageMeta } from "../content/pages.ts";
import type { CoverImage } from "./cover-image.ts";
import { socialImagePath } from "./seo.ts";

/** What the listings, the pagination and the related posts need of a post. */
/** A post's cover as pages show it: its optimised files, and the dark theme's if it has one. */
export type ShownCover = { alt: string; image: CoverImage; dark?: CoverImage };

export type PostSummary = {
  slug: string;
  title: string;
  description: string;
  /** ISO 8601 dates: loader data crosses to the page as JSON. */
  pubDate: string;
  updatedDate?: string;
  tags: readonly string[];
  cover: ShownCover;
  readingMinutes: number;
  /** Who wrote it, by name: a listing's byline. */
  authors: readonly { name: string }[];
};

/** Newest first; two posts of one day by slug, so the order never depends on the file system. */
export function byNewest<T extends { pubDate: string; slug: string }>(posts: readonly T[]): T[] {
  return [...posts].sort(
    (a, b) => b.pubDate.localeCompare(a.pubDate) || a.slug.localeCompare(b.slug),
  );
}

/** Minutes to read `text` (Markdown), at least one. */
export function readingMinutes(text: string) {
  const words = text.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** How many listing pages `count` posts fill (one, empty, when there are none). */
export function pageCount(count: number, perPage = POSTS_PER_PAGE) {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The posts of listing page `page` (from 1), or null past the last page. */
export function postsOnPage<T>(posts: readonly T[], page: number, perPage = POSTS_PER_PAGE) {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(posts.length, perPage)) return null;
  return posts.slice((page - 1) * perPage, page * perPage);
}

/** The posts sharing most tags with `post`, then the newest, never `post` itself. */
export function relatedPosts<T extends PostSummary>(
  post: PostSummary,
  posts: readonly T[],
  count = RELATED_POSTS,
): T[] {
  const shared = (other: PostSummary) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return byNewest(posts)
    .filter((other) => other.slug !== post.slug && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, count);
}

/** The latest posts without `tag`: what a tag's page offers beyond its own. */
export function postsWithout<T extends PostSummary>(
  tag: string,
  posts: readonly T[],
  count = MORE_POSTS,
): T[] {
  return byNewest(posts)
    .filter((post) => !post.tags.includes(tag))
    .slice(0, count);
}

/** The posts just before (older) and after (newer) `slug` in publication order. */
export function adjacentPosts<T extends PostSummary>(slug: string, posts: readonly T[]) {
  const ordered = byNewest(posts);
  const index = ordered.findIndex((post) => post.slug === slug);
  return {
    newer: index > 0 ? ordered[index - 1] : undefined,
    older: index >= 0 ? ordered[index + 1] : undefined,
  };
}

/** How many listing pages a tag's posts fill. */
export function tagPageCount(posts: readonly Pick<PostSummary, "tags">[], tag: string) {
  return pageCount(posts.filter((post) => post.tags.includes(tag)).length);
}

/** Every tag of `posts`, alphabetically. */
export function allTags(posts: readonly Pick<PostSummary, "tags">[]) {
  return [...new Set(posts.flatMap((post) => post.tags))].sort();
}

/**
 * The blog's pages beyond `/blog` itself, from its published posts: each post, each tag's listing
 * pages and each of the blog's past the first. The prerender, the sitemap, the social cards and the end-to-end
 * tests read them with the site's other pages (`app/lib/site-pages.server.ts`).
 */
export function blogPages(posts: readonly Omit<PostSummary, "cover" | "authors">[]): PageMeta[] {
  const listings = Array.from({ length: pageCount(posts.length) - 1 }, (_, index) => index + 2);
  return [
    ...posts.map((post) => ({
      path: postPath(post.slug),
      title: blogCopy.postTitle.replace("{title}", post.title),
      description: post.description,
      lastmod: post.updatedDate ?? post.pubDate,
    })),
    ...allTags(posts).flatMap((tag) =>
      Array.from({ length: tagPageCount(posts, tag) }, (_, index) => ({
        path: tagPagePath(tag, index + 1),
        title: (index === 0 ? blogCopy.tagTitle : blogCopy.tagPageTitle)
          .replace("{tag}", tagLabel(tag))
          .replace("{page}", String(index + 1)),
        description: blogCopy.tagDescription.replace("{tag}", tagLabel(tag)),
        socialImage: socialImagePath(pages.blog),
      })),
    ),
    ...listings.map((page) => ({
      path: blogPagePath(page),
      title: blogCopy.pageTitle.replace("{page}", String(page)),
      description: pages.blog.description,
      socialImage: socialImagePath(pages.blog),
    })),
  ];
}

/** Only what a listing needs of a post, so a listing's data never carries posts' bodies. */
export function summary(post: PostSummary): PostSummary {
  const { slug, title, description, pubDate, updatedDate, tags, cover, readingMinutes } = post;
  const authors = post.authors.map(({ name }) => ({ name }));
  return { slug, title, description, pubDate, updatedDate, tags, cover, readingMinutes, authors };
}
