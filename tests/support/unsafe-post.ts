/**
 * The fixture post that tries to run (`tests/fixtures/posts/unsafe/`): every payload in it, in its
 * body and its frontmatter, would set a `window.ran…` flag, frame or style the page, or submit a
 * form, if the build let it through. The side build's blog (tests/support/side-builds.ts) holds it
 * beside the site's posts.
 */
export const UNSAFE_POST = {
  dir: "tests/fixtures/posts/unsafe",
  file: "tests/fixtures/posts/unsafe/a-post-that-tries-to-run.md",
  slug: "a-post-that-tries-to-run",
  /** Elements none of the post's HTML may hold. */
  tags: [
    ...["script", "iframe", "frame", "object", "embed", "form", "input", "button", "style"],
    ...["base", "meta", "link", "svg", "math", "template", "textarea", "select"],
  ],
  /** What every payload's code, address or style holds: none of it may reach the post's HTML. */
  texts: [
    "window.ran",
    ".example/",
    "position:fixed",
    "display: none",
    "data-action",
    "main-content",
  ],
} as const;
