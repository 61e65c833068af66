import { describe, expect, it } from "vitest";
import { adjacentPosts, byNewest, readingMinutes, relatedPosts, type PostSummary } from "./blog";

const post = (slug: string, pubDate: string, tags: string[]): PostSummary => ({
  slug,
  title: slug,
  description: slug,
  pubDate,
  tags,
  cover: {
    alt: "",
    image: { src: "/x.webp", width: 1, height: 1, srcSet: { avif: "", webp: "" } },
  },
  readingMinutes: 1,
});

const posts = [
  post("a", "2026-01-01", ["trust"]),
  post("b", "2026-01-02", ["flows", "mcp"]),
  post("c", "2026-01-03", ["trust", "flows"]),
  post("d", "2026-01-04", ["mcp"]),
];

describe("blog", () => {
  it("orders posts newest first", () => {
    expect(byNewest(posts).map((p) => p.slug)).toEqual(["d", "c", "b", "a"]);
  });

  it("relates posts by shared tags, most shared first, never the post itself", () => {
    const related = relatedPosts(post("x", "2026-02-01", ["flows", "mcp"]), [
      ...posts,
      post("x", "2026-02-01", ["flows", "mcp"]),
    ]);
    expect(related.map((p) => p.slug)).toEqual(["b", "d", "c"]);
    expect(relatedPosts(posts[0]!, posts).map((p) => p.slug)).toEqual(["c"]);
  });

  it("finds the newer and older neighbours", () => {
    expect(adjacentPosts("c", posts)).toMatchObject({ newer: { slug: "d" }, older: { slug: "b" } });
    expect(adjacentPosts("d", posts).newer).toBeUndefined();
    expect(adjacentPosts("a", posts).older).toBeUndefined();
  });

  it("reads at 230 words a minute, at least one", () => {
    expect(readingMinutes("word ".repeat(690))).toBe(3);
    expect(readingMinutes("short")).toBe(1);
  });
});
