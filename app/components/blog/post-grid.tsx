import type { PostSummary } from "~/lib/blog";
import { PostCard } from "./post-card";

/** Posts as cards, one column on phones, up to three from `lg`. */
export function PostGrid({
  posts,
  headingLevel,
}: {
  posts: readonly PostSummary[];
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
