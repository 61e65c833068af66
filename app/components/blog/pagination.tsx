import { ArrowLeft, ArrowRight } from "lucide-react";
import { blogCopy, blogPagePath } from "~/content/blog";

const LINK =
  "inline-flex items-center gap-2 rounded-md px-3 py-2 font-medium underline-offset-4 hover:underline";

/** Newer and older listing pages (the blog's, or `path`'s: a tag's), and where this one is. */
export function Pagination({
  page,
  pages,
  path = blogPagePath,
}: {
  page: number;
  pages: number;
  path?: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={blogCopy.pagination} className="mt-16 flex items-center justify-between gap-4">
      {page > 1 ? (
        <a href={path(page - 1)} rel="prev" className={LINK}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {blogCopy.newer}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">
        {blogCopy.pageOf.replace("{page}", String(page)).replace("{pages}", String(pages))}
      </p>
      {page < pages ? (
        <a href={path(page + 1)} rel="next" className={LINK}>
          {blogCopy.older}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
