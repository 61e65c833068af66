import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { postFrontmatterSchema, type PostFrontmatter } from "../content/post-schema.ts";
import { byNewest, readingMinutes, type PostSummary } from "./blog.ts";
import { darkCoverSrc } from "./cover-image.ts";

/**
 * Where posts live: `<slug>.md`, the slug being the file's name. `BLOG_POSTS_DIR` builds the blog
 * from another folder instead: the tests' build of a post that tries to run
 * (`tests/support/side-builds.ts`).
 */
export const POSTS_DIR = process.env.BLOG_POSTS_DIR || "app/content/posts";
const PUBLIC_DIR = "public";
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** A post as its file holds it, checked: its frontmatter and its Markdown body. */
export type PostSource = Omit<PostSummary, "cover" | "authors"> & {
  cover: PostFrontmatter["cover"];
  file: string;
  draft: boolean;
  authors: readonly string[];
  body: string;
};

export type ReadPostsOptions = {
  dir?: string;
  /**
   * The ids an author may have: the leaders' (`app/content/leaders.ts`). The route loaders pass
   * them; the router's config, which lists the pages without rendering them, cannot load that module.
   */
  authorIds?: readonly string[];
  /** Drafts and posts dated after `now` too: the development server shows them, a build never. */
  includeUnpublished?: boolean;
  now?: Date;
};

/**
 * The dark twin of a drawn cover (npm run covers:render draws one for every cover) that the post
 * does not name: left out, the light drawing would show as a bright slab in the dark theme.
 */
function unnamedDarkTwin(cover: PostFrontmatter["cover"]) {
  const twin = cover.dark ? null : darkCoverSrc(cover.src);
  return twin && existsSync(path.join(PUBLIC_DIR, twin)) ? twin : null;
}

const issuePath = (issue: z.core.$ZodIssue) =>
  issue.path.length ? issue.path.map(String).join(".") : "(frontmatter)";

/** What is wrong with a post's frontmatter, one line a field, naming the file. */
function frontmatterError(file: string, issues: readonly z.core.$ZodIssue[]) {
  const lines = issues.map((issue) => `  ${issuePath(issue)}: ${issue.message}`);
  return new Error(`${file}: invalid frontmatter\n${lines.join("\n")}`);
}

/** Reads and checks one post file; throws with the file, the field and what is wrong. */
export function readPost(file: string, authorIds?: readonly string[]): PostSource {
  const slug = path.basename(file, ".md");
  if (!SLUG.test(slug))
    throw new Error(`${file}: the file name is the post's address: lowercase words joined by '-'`);
  const match = FRONTMATTER.exec(readFileSync(file, "utf8"));
  if (!match) throw new Error(`${file}: the file must open with frontmatter between '---' lines`);
  let data: unknown;
  try {
    data = parse(match[1]!);
  } catch (error) {
    throw new Error(`${file}: frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const result = postFrontmatterSchema.safeParse(data);
  if (!result.success) throw frontmatterError(file, result.error.issues);
  const frontmatter: PostFrontmatter = result.data;
  const twin = unnamedDarkTwin(frontmatter.cover);
  const issues = [
    ...frontmatter.authors.flatMap((author, index) =>
      !authorIds || authorIds.includes(author)
        ? []
        : [
            {
              path: ["authors", index],
              message: `"${author}" is not a leader's id (app/content/leaders.ts: ${authorIds!.join(", ")})`,
            },
          ],
    ),
    ...(["src", "dark"] as const).flatMap((field) => {
      const src = frontmatter.cover[field];
      return !src || existsSync(path.join(PUBLIC_DIR, src))
        ? []
        : [{ path: ["cover", field], message: `no file public${src}` }];
    }),
    ...(twin
      ? [
          {
            path: ["cover", "dark"],
            message: `missing: the cover is drawn, so the dark theme shows its dark twin, ${twin}`,
          },
        ]
      : []),
  ] as z.core.$ZodIssue[];
  if (issues.length) throw frontmatterError(file, issues);
  return {
    slug,
    file,
    title: frontmatter.title,
    description: frontmatter.description,
    pubDate: frontmatter.pubDate.toISOString(),
    updatedDate: frontmatter.updatedDate?.toISOString(),
    authors: frontmatter.authors,
    tags: frontmatter.tags,
    cover: frontmatter.cover,
    draft: frontmatter.draft,
    readingMinutes: readingMinutes(match[2]!),
    body: match[2]!,
  };
}

/** Every post of `dir`, newest first; published ones only unless `includeUnpublished`. */
export function readPosts({
  dir = POSTS_DIR,
  authorIds,
  includeUnpublished = false,
  now = new Date(),
}: ReadPostsOptions = {}): PostSource[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join(dir, name));
  const posts = files.map((file) => readPost(file, authorIds));
  return byNewest(
    includeUnpublished
      ? posts
      : posts.filter((post) => !post.draft && new Date(post.pubDate) <= now),
  );
}
