import { describe, expect, it } from "vitest";
import {
  adjacentPosts,
  blogPages,
  byNewest,
  postsWithout,
  readingMinutes,
  relatedPosts,
  tagPageCount,
  type PostSummary,
} from "./blog";

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
  authors: [{ name: "Amara Okafor" }],
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

  it("offers a tag's page the latest posts without its tag", () => {
    expect(postsWithout("trust", posts).map((p) => p.slug)).toEqual(["d", "b"]);
    expect(postsWithout("none", posts, 3).map((p) => p.slug)).toEqual(["d", "c", "b"]);
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

  it("lists a year of posts on pages of 12: the blog's and each tag's, every page linked from the last", () => {
    const year = Array.from({ length: 1000 }, (_, i) =>
      post(`p-${i}`, `2026-01-01T00:00:${String(i % 60).padStart(2, "0")}Z`, [
        ["flows", "trust", "source"][i % 3]!,
        "engineering",
      ]),
    );
    const paths = blogPages(year).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    // 1,000 posts, 83 blog pages past the first, 28 for "flows" (334 posts), 84 for "engineering".
    expect(paths.filter((path) => path.startsWith("/blog/page/"))).toHaveLength(83);
    expect(paths).toContain("/blog/page/84");
    expect(paths.filter((path) => path.startsWith("/blog/tags/flows"))).toHaveLength(28);
    expect(paths).toContain("/blog/tags/flows");
    expect(paths).toContain("/blog/tags/flows/page/28");
    expect(paths).not.toContain("/blog/tags/flows/page/29");
    expect(paths.filter((path) => path.startsWith("/blog/tags/engineering"))).toHaveLength(84);
    expect(tagPageCount(year, "flows")).toBe(28);
    const second = blogPages(year).find((page) => page.path === "/blog/tags/flows/page/2")!;
    expect(second.title).toBe("Posts tagged “Flows”, page 2 | Fabric blog");
    expect(second.description).toBe("Every post of the Fabric blog tagged “Flows”, newest first.");
  });
});
