import { SEARCH_BODY } from "~/lib/search-index";

/** A post's HTML, rendered from its Markdown at build time; `post-prose` (app/styles/app.css) styles it. */
export function PostBody({ html }: { html: string }) {
  return (
    <div
      data-slot="post-body"
      className="post-prose"
      {...SEARCH_BODY}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
