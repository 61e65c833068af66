import type { PostSummary } from "~/lib/blog";
import { PostCard } from "./post-card";

/**
 * Where a card goes, so a row is never left with an empty column: two columns from `sm`, where an
 * odd last card takes the row; three from `lg` (on a grid of six), where one card left over takes
 * the row and two left over take half each.
 */
const CELL =
  "@container sm:max-lg:odd:last:col-span-2 lg:col-span-2 lg:nth-[3n+1]:last:col-span-6 lg:nth-[3n+1]:nth-last-2:col-span-3 lg:nth-[3n+2]:last:col-span-3";

/**
 * Posts as cards, one column on phones, up to three from `lg`. A grid that `opensPage` (a tag's
 * page, the blog's later pages) loads its first cover at once, as the blog's featured card does.
 */
export function PostGrid({
  posts,
  headingLevel,
  opensPage = false,
}: {
  posts: readonly PostSummary[];
  headingLevel?: 2 | 3;
  opensPage?: boolean;
}) {
  return (
    <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-6">
      {posts.map((post, index) => (
        <li key={post.slug} className={CELL}>
          <PostCard post={post} headingLevel={headingLevel} first={opensPage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
