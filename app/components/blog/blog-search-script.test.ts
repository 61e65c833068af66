import { describe, expect, it } from "vitest";
import { blogSearchCopy } from "~/content/blog";
import { opensMidSentence, postUrl, resultMessage } from "./blog-search-script";

describe("the blog's search", () => {
  it("says how many posts it found, or that none matches the words", () => {
    expect(resultMessage(0, "zyzzogeton", blogSearchCopy)).toBe("No post matches “zyzzogeton”.");
    expect(resultMessage(1, "trust", blogSearchCopy)).toBe("1 post found.");
    expect(resultMessage(3, "human", blogSearchCopy)).toBe("3 posts found.");
  });

  it("marks an excerpt cut inside a sentence, and only that", () => {
    for (const text of ["inputs), the workforce", "now check a Trust certificate", ", which"])
      expect(opensMidSentence(text), text).toBe(true);
    for (const text of [
      "A Trust certificate",
      "“A human was in the loop”",
      "2,500 flows",
      "(a Trust",
    ])
      expect(opensMidSentence(text), text).toBe(false);
  });

  it("links a post at the address the site gives it", () => {
    expect(postUrl("/blog/a-post/")).toBe("/blog/a-post");
    expect(postUrl("/")).toBe("/");
  });
});
