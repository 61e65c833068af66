import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { leaders } from "~/content/leaders";
import { blogPages, pageCount, postsOnPage } from "~/lib/blog";
import { readPosts } from "~/lib/posts.server";

const FIXTURES = "tests/fixtures/posts";
const authorIds = leaders.map((leader) => leader.id);
const now = new Date("2026-01-01T00:00:00Z");

const frontmatter = {
  title: "A post",
  description: "A post written to test how the build reads and checks a post's frontmatter.",
  pubDate: "2026-01-01",
  authors: "\n  - amara-okafor",
  tags: "\n  - trust",
  cover: [
    "",
    "  src: /images/blog/anyone-can-check-a-trust-certificate.webp",
    "  dark: /images/blog/anyone-can-check-a-trust-certificate-dark.webp",
    "  alt: A certificate card.",
  ].join("\n"),
};

/** A folder with one post whose frontmatter is `frontmatter` with `changes`. */
function folderWith(changes: Partial<Record<keyof typeof frontmatter | "extra", string>>) {
  const dir = mkdtempSync(path.join(tmpdir(), "fabric-posts-"));
  const fields = { ...frontmatter, ...changes };
  const yaml = Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  writeFileSync(path.join(dir, "a-post.md"), `---\n${yaml}\n---\n\nBody.\n`);
  return { dir, file: path.join(dir, "a-post.md") };
}

describe("readPosts", () => {
  it("reads the launch posts, newest first, each with its reading time", () => {
    const posts = readPosts({ authorIds });
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.map((post) => post.pubDate)).toEqual(
      posts
        .map((post) => post.pubDate)
        .sort()
        .reverse(),
    );
    for (const post of posts) expect(post.readingMinutes).toBeGreaterThanOrEqual(3);
  });

  it("leaves drafts and future-dated posts out unless asked for them", () => {
    const published = readPosts({ dir: FIXTURES, authorIds, now });
    expect(published.map((post) => post.slug)).not.toContain("draft-post");
    expect(published.map((post) => post.slug)).not.toContain("future-post");
    const all = readPosts({ dir: FIXTURES, authorIds, now, includeUnpublished: true });
    expect(all.map((post) => post.slug)).toEqual(
      expect.arrayContaining(["draft-post", "future-post"]),
    );
  });

  it("pages the listing past twelve posts", () => {
    const posts = readPosts({ dir: FIXTURES, authorIds, now });
    expect(posts).toHaveLength(13);
    expect(pageCount(posts.length)).toBe(2);
    expect(postsOnPage(posts, 1)).toHaveLength(12);
    expect(postsOnPage(posts, 2)?.map((post) => post.slug)).toEqual(["fixture-post-01"]);
    expect(postsOnPage(posts, 3)).toBeNull();
    const paths = blogPages(posts).map((page) => page.path);
    expect(paths).toContain("/blog/page/2");
    expect(paths).not.toContain("/blog/page/3");
    expect(paths).toEqual(expect.arrayContaining(["/blog/tags/odd", "/blog/tags/even"]));
  });

  it("fails on a broken field, naming the file, the field and what is wrong", () => {
    const { dir, file } = folderWith({ description: "Too short." });
    expect(() => readPosts({ dir, authorIds })).toThrow(
      new RegExp(`${file}: invalid frontmatter\\n  description: .*50`),
    );
  });

  it("fails on an author who is not one of the leaders", () => {
    const { dir, file } = folderWith({ authors: "\n  - amara-okafor\n  - jane-doe" });
    expect(() => readPosts({ dir, authorIds })).toThrow(
      `${file}: invalid frontmatter\n  authors.1: "jane-doe" is not a leader's id`,
    );
  });

  it("fails on a cover that is not in public/", () => {
    const { dir } = folderWith({
      cover: "\n  src: /images/blog/missing.webp\n  alt: Nothing.",
    });
    expect(() => readPosts({ dir, authorIds })).toThrow(
      "cover.src: no file public/images/blog/missing.webp",
    );
  });

  it("fails on a drawn cover without its dark twin, naming the file to add", () => {
    const { dir } = folderWith({
      cover: "\n  src: /images/blog/anyone-can-check-a-trust-certificate.webp\n  alt: A card.",
    });
    expect(() => readPosts({ dir, authorIds })).toThrow(
      "cover.dark: missing: the cover is drawn, so the dark theme shows its dark twin, /images/blog/anyone-can-check-a-trust-certificate-dark.webp",
    );
  });

  it("fails on a control character in any text, naming the field and the character", () => {
    for (const [changes, message] of [
      [{ title: '"A post\\u0007"' }, "title: holds a control character (U+0007)"],
      [
        { description: `"${frontmatter.description}\\u001b[31m"` },
        "description: holds a control character (U+001B)",
      ],
      [
        { cover: `${frontmatter.cover.split("alt:")[0]}alt: "A card\\u0000"` },
        "cover.alt: holds a control character (U+0000)",
      ],
    ] as const) {
      const { dir, file } = folderWith(changes);
      expect(() => readPosts({ dir, authorIds })).toThrow(
        `${file}: invalid frontmatter\n  ${message}`,
      );
    }
  });

  it("fails on a field the schema does not know", () => {
    const { dir } = folderWith({ extra: "yes" });
    expect(() => readPosts({ dir, authorIds })).toThrow(/extra/);
  });
});
