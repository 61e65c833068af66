import { leaders } from "~/content/leaders";
import { renderMarkdown, type Heading } from "~/lib/markdown.server";
import { postImage } from "~/lib/post-images.server";
import { readPosts, type PostSource } from "~/lib/posts.server";
import type { PostSummary } from "~/lib/blog";

/** What a post page shows of each author: a leader's name, role and portrait. */
export type PostAuthor = { id: string; name: string; role: string; image: string };

/** A post ready to show: its summary, its authors, and its HTML with the sections of its contents. */
export type Post = Omit<PostSummary, "authors"> & {
  authors: PostAuthor[];
  html: string;
  headings: Heading[];
};

function author(id: string): PostAuthor {
  const leader = leaders.find((candidate) => candidate.id === id);
  // readPosts has refused any other id, naming the file.
  if (!leader) throw new Error(`No leader "${id}"`);
  return { id, name: leader.name, role: leader.role, image: leader.originalImage };
}

async function render({
  body,
  file,
  authors,
  draft: _draft,
  ...summary
}: PostSource): Promise<Post> {
  const { cover } = summary;
  const [{ html, headings }, image, dark] = await Promise.all([
    renderMarkdown(body, file),
    postImage(cover.src, file),
    cover.dark ? postImage(cover.dark, file) : undefined,
  ]);
  return {
    ...summary,
    cover: { alt: cover.alt, image, ...(dark ? { dark } : {}) },
    authors: authors.map(author),
    html,
    headings,
  };
}

const loaded = new Map<boolean, Promise<Post[]>>();

/**
 * Every post, newest first, rendered once per process. `includeUnpublished` is the development
 * server's: drafts and future-dated posts show there and never in a build.
 */
export function loadPosts(includeUnpublished: boolean): Promise<Post[]> {
  let posts = loaded.get(includeUnpublished);
  if (!posts) {
    const authorIds = leaders.map((leader) => leader.id);
    posts = Promise.all(readPosts({ authorIds, includeUnpublished }).map(render));
    loaded.set(includeUnpublished, posts);
  }
  return posts;
}
