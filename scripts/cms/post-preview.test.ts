// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { previewBody, previewPost } from "./post-preview.tsx";

// The editor's bundle has this stand-in for Shiki (admin.ts); the real one needs Node's fetch.
vi.mock("shiki", () => import("./shiki-in-preview.ts"));

describe("the editor's preview of a post", () => {
  // Its sanitising is tested in the browser (tests/e2e/cms.spec.ts): DOMPurify needs a DOM, and
  // happy-dom's is not one it can be tested with.
  it("renders the body by the site's rules", async () => {
    const { headings, error } = await previewBody("## What the verifier checks\n\nText.");
    expect(error).toBeUndefined();
    expect(headings).toEqual([
      { id: "what-the-verifier-checks", text: "What the verifier checks" },
    ]);
  });

  it("says why a body cannot be shown, as the build would refuse it", async () => {
    expect(await previewBody("```rust\nfn main() {}\n```")).toEqual({
      html: "",
      headings: [],
      error:
        'This body cannot be shown as the site would: this post: a code block names "rust"; use one of bash, json, ts, tsx, yaml, html, css, python',
    });
  });

  it("draws a post that is still being written", () => {
    const post = previewPost(
      "",
      { title: "Draft", pubDate: "", authors: ["amara-okafor"], body: "one two three" },
      { html: "<p>one two three</p>", headings: [] },
      "blob:cover",
    );
    expect(post).toMatchObject({
      title: "Draft",
      description: "",
      pubDate: new Date().toISOString().slice(0, 10),
      updatedDate: undefined,
      tags: [],
      cover: { alt: "", image: { src: "blob:cover" } },
      readingMinutes: 1,
      authors: [{ id: "amara-okafor", name: "Amara Okafor" }],
    });
  });

  it("leaves out a tag added to the list and not typed yet", () => {
    const post = previewPost(
      "",
      { title: "Draft", tags: ["mcp", null, " "] },
      { html: "", headings: [] },
      "blob:cover",
    );
    expect(post.tags).toEqual(["mcp"]);
  });
});
