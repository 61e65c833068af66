import { blogCopy, postPath } from "~/content/blog";
import { formatNames } from "~/content/format";
import type { PostSummary } from "~/lib/blog";
import { cn } from "~/lib/utils";
import { CoverPicture } from "./cover-picture";
import { PostDate } from "./post-date";
import { TagList } from "./tag-list";

/** The widest a card's cover is drawn: the featured card's, or a card across half the grid. */
const COVER_SIZES = {
  featured: "(min-width: 1280px) 608px, (min-width: 1024px) calc(50vw - 2rem), calc(100vw - 2rem)",
  card: "(min-width: 1280px) 528px, (min-width: 640px) calc(50vw - 2rem), calc(100vw - 2rem)",
} as const;

/**
 * A post in a listing: its cover, date, title (the link), description, authors and tags. A card
 * given a row's width (the featured post, a grid's last card alone in its row) sets its cover
 * beside its text: it answers its container's width, not the viewport's.
 */
export function PostCard({
  post,
  featured = false,
  first = false,
  headingLevel = 2,
}: {
  post: PostSummary;
  featured?: boolean;
  /** The page's first card: its cover is a phone's largest paint, so it loads at once. */
  first?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-slot="post-card"
      className="group relative flex flex-col gap-4 @2xl:grid @2xl:grid-cols-2 @2xl:items-center @2xl:gap-10"
    >
      <CoverPicture
        cover={post.cover}
        sizes={featured ? COVER_SIZES.featured : COVER_SIZES.card}
        loading={featured || first ? "eager" : "lazy"}
        className="aspect-video h-auto w-full rounded-2xl border bg-muted object-cover"
      />
      <div>
        <p className="text-sm text-muted-foreground">
          {featured ? (
            <span className="mr-2 font-semibold tracking-wide text-brand-ink uppercase">
              {blogCopy.featured}
            </span>
          ) : null}
          <PostDate date={post.pubDate} />
          <span aria-hidden="true"> · </span>
          {blogCopy.readingTime.replace("{minutes}", String(post.readingMinutes))}
        </p>
        <Heading
          className={cn(
            "mt-2 font-bold tracking-tight text-balance",
            featured ? "text-2xl sm:text-3xl" : "text-xl",
          )}
        >
          {/* The whole card is the link's target; the heading names it. */}
          <a
            href={postPath(post.slug)}
            className="rounded-sm underline-offset-4 group-hover:underline after:absolute after:inset-0"
          >
            {post.title}
          </a>
        </Heading>
        <p className={cn("mt-2 text-muted-foreground", featured && "sm:text-lg")}>
          {post.description}
        </p>
        <p className="mt-4 text-sm font-medium">
          {blogCopy.by} {formatNames(post.authors.map((author) => author.name))}
        </p>
        {/* Above the card's link, which covers the card: each tag is a link of its own. */}
        <TagList tags={post.tags} className="relative z-10 mt-3" />
      </div>
    </article>
  );
}
