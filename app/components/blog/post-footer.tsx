import { Link2, Share2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { blogCopy, postPath } from "~/content/blog";
import type { PostSummary } from "~/lib/blog";
import { PostGrid } from "./post-grid";

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

/** Posts sharing a tag with this one. */
export function RelatedPosts({ posts }: { posts: readonly PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="mb-8 text-2xl font-bold tracking-tight">
        {blogCopy.related}
      </h2>
      <PostGrid posts={posts} headingLevel={3} />
    </section>
  );
}
