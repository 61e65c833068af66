import type * as React from "react";
import { blogCopy, tagLabel, tagPath } from "~/content/blog";
import { cn } from "~/lib/utils";

/** A post's tags, each a link to its tag's page. */
export function TagList({
  tags,
  className,
  ...props
}: React.ComponentProps<"ul"> & { tags: readonly string[] }) {
  return (
    <ul
      aria-label={blogCopy.tags}
      className={cn("flex flex-wrap gap-2 text-sm", className)}
      {...props}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <a
            href={tagPath(tag)}
            className="inline-block rounded-full border px-3 py-1 font-medium text-brand-ink underline-offset-4 hover:underline"
          >
            {tagLabel(tag)}
          </a>
        </li>
      ))}
    </ul>
  );
}
