import type * as React from "react";
import { Section } from "~/components/sections/section";
import type { Post } from "~/lib/blog.server";
import { PostBody } from "./post-body";
import { PostHeader } from "./post-header";
import { TableOfContents } from "./table-of-contents";

/** A post as its page draws it, and as the editor previews it: header, contents, body, then `children`. */
export function PostArticle({ post, children }: { post: Post; children?: React.ReactNode }) {
  return (
    <article>
      <PostHeader post={post} />
      <Section width="narrow" drawnAtOnce className="space-y-10">
        <TableOfContents headings={post.headings} />
        <PostBody html={post.html} />
        {children}
      </Section>
    </article>
  );
}
