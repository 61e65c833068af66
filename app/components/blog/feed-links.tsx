import { Rss } from "lucide-react";
import { blogCopy, feeds } from "~/content/blog";

/** The blog's feeds, for readers who follow it in a feed reader. */
export function FeedLinks() {
  return (
    <p className="mt-6 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <Rss aria-hidden="true" className="size-4 text-brand-ink" />
      {blogCopy.subscribe}
      {feeds.map((feed) => (
        <a
          key={feed.path}
          href={feed.path}
          type={feed.type}
          className="font-medium text-foreground underline underline-offset-4"
        >
          {feed.label}
        </a>
      ))}
    </p>
  );
}
