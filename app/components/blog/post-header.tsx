import { blogCopy } from "~/content/blog";
import type { Post } from "~/lib/blog.server";
import { SEARCH_BODY } from "~/lib/search-index";
import { CoverPicture } from "./cover-picture";
import { PostDate } from "./post-date";
import { TagList } from "./tag-list";

/** The body's column (`Section width="narrow"`): 704 px from `lg`, 720 px from `md`. */
const COVER_SIZES =
  "(min-width: 1024px) 704px, (min-width: 768px) 720px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)";

/** A post's opening: tags, title, description, dates, reading time, authors and cover. */
export function PostHeader({ post }: { post: Post }) {
  return (
    // The body's column, so the title, the cover and the text start on one line.
    <header
      className="mx-auto w-full max-w-3xl px-4 pt-12 sm:px-6 md:pt-20 lg:px-8"
      {...SEARCH_BODY}
    >
      {/* The search's excerpts start at the post's words, not its tags or its byline. */}
      <TagList tags={post.tags} data-pagefind-ignore="" />
      <h1 className="mt-5 text-[2rem] leading-tight font-bold tracking-tight text-balance sm:text-5xl">
        {post.title}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{post.description}</p>
      <div
        data-pagefind-ignore=""
        className="mt-8 flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <ul aria-label={blogCopy.by} className="flex flex-wrap gap-x-6 gap-y-4">
          {post.authors.map((author) => (
            <li key={author.id} className="flex items-center gap-3">
              <img
                src={author.image}
                alt=""
                width={48}
                height={48}
                className="size-12 rounded-full bg-muted"
              />
              <div className="text-sm">
                <p className="font-semibold">{author.name}</p>
                <p className="text-muted-foreground">{author.role}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          <PostDate date={post.pubDate} />
          {post.updatedDate ? (
            <>
              {" "}
              ({blogCopy.updated} <PostDate date={post.updatedDate} />)
            </>
          ) : null}
          <span aria-hidden="true"> · </span>
          {blogCopy.readingTime.replace("{minutes}", String(post.readingMinutes))}
        </p>
      </div>
      <CoverPicture
        cover={post.cover}
        sizes={COVER_SIZES}
        loading="eager"
        fetchPriority="high"
        className="mt-10 aspect-video h-auto w-full rounded-2xl border bg-muted"
      />
    </header>
  );
}
