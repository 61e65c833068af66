import { Link2, Share2 } from "lucide-react";
import type * as React from "react";
import { Button } from "~/components/ui/button";
import { blogCopy, postPath } from "~/content/blog";
import type { PostSummary } from "~/lib/blog";
import { PostDate } from "./post-date";

/**
 * Copy-link and share, run by the page's actions script (`page-actions.ts`) on the first tap with
 * no React: the share sheet where there is one, else the clipboard.
 */
export function PostActions({ url, title }: { url: string; title: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        type="button"
        variant="outline"
        data-action="copy"
        data-value={url}
        data-done={blogCopy.copyLink.copied}
        data-failed={blogCopy.copyLink.failed}
      >
        <Link2 aria-hidden="true" />
        {blogCopy.copyLink.label}
      </Button>
      <Button
        type="button"
        variant="outline"
        data-action="share"
        data-url={url}
        data-title={title}
        data-done={blogCopy.share.copied}
        data-failed={blogCopy.share.failed}
      >
        <Share2 aria-hidden="true" />
        {blogCopy.share.label}
      </Button>
    </div>
  );
}

/** The posts published just before and after this one. */
export function AdjacentPosts({ newer, older }: { newer?: PostSummary; older?: PostSummary }) {
  if (!newer && !older) return null;
  const links = [
    { post: older, label: blogCopy.previous },
    { post: newer, label: blogCopy.next },
  ];
  return (
    <nav aria-label={blogCopy.adjacent} className="grid gap-4 sm:grid-cols-2">
      {links.map(({ post, label }) =>
        post ? (
          <a
            key={label}
            href={postPath(post.slug)}
            className="rounded-xl border p-5 underline-offset-4 last:text-right hover:underline max-sm:last:text-left"
          >
            <span className="block text-sm text-muted-foreground">{label}</span>
            <span className="mt-1 block font-semibold">{post.title}</span>
          </a>
        ) : (
          <span key={label} />
        ),
      )}
    </nav>
  );
}

/**
 * Posts as a list of titles under a heading (a post's related posts, a tag's page's more from the
 * blog): a page carries no second set of covers.
 */
export function PostTitles({
  heading,
  headingId,
  posts,
  ...props
}: React.ComponentProps<"section"> & {
  heading: string;
  headingId: string;
  posts: readonly PostSummary[];
}) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} {...props}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <ul className="mt-6 divide-y border-y">
        {posts.map((post) => (
          <li key={post.slug} className="py-4">
            <a
              href={postPath(post.slug)}
              className="font-semibold underline-offset-4 hover:underline"
            >
              {post.title}
            </a>
            <p className="mt-1 text-sm text-muted-foreground">
              <PostDate date={post.pubDate} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
