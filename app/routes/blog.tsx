import { data } from "react-router";
import { BlogSearch } from "~/components/blog/blog-search";
import { FeedLinks } from "~/components/blog/feed-links";
import { Pagination } from "~/components/blog/pagination";
import { PostCard } from "~/components/blog/post-card";
import { PostGrid } from "~/components/blog/post-grid";
import { CtaBanner } from "~/components/sections/cta-banner";
import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from "~/components/sections/page-header";
import { Section } from "~/components/sections/section";
import { blogCallToAction, blogCopy } from "~/content/blog";
import { pages } from "~/content/pages";
import { blogPages, pageCount, postsOnPage, summary } from "~/lib/blog";
import { loadPosts } from "~/lib/blog.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog";

/** `/blog` and its later pages (`/blog/page/2`, …): newest first, the newest featured on the first. */
export async function loader({ params }: Route.LoaderArgs) {
  const posts = (await loadPosts(import.meta.env.DEV)).map(summary);
  // `/blog/page/:page` is registered only once there is a page 2 (`blogIsPaginated`).
  const page = "page" in params ? Number(params.page) : 1;
  const shown = page === 1 ? null : postsOnPage(posts, page);
  if (page !== 1 && !shown) throw data(null, { status: 404 });
  const head =
    page === 1 ? pages.blog : blogPages(posts).find((meta) => meta.path.endsWith(`/page/${page}`));
  return {
    page,
    pages: pageCount(posts.length),
    posts: shown ?? postsOnPage(posts, 1) ?? [],
    head,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => seo(loaderData.head ?? pages.blog);

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { page, posts } = loaderData;
  const [featured, ...rest] = page === 1 ? posts : [undefined, ...posts];
  return (
    <>
      <PageHeader bottom="short">
        <PageHeaderHeading>
          {page === 1 ? blogCopy.heading : blogCopy.pageHeading.replace("{page}", String(page))}
        </PageHeaderHeading>
        <PageHeaderDescription>{blogCopy.description}</PageHeaderDescription>
        <FeedLinks />
        <BlogSearch />
      </PageHeader>
      <Section drawnAtOnce>
        {featured ? (
          <div className="@container mb-16">
            <PostCard post={featured} featured />
          </div>
        ) : null}
        <PostGrid posts={rest.filter((post) => post !== undefined)} opensPage={!featured} />
        <Pagination page={page} pages={loaderData.pages} />
      </Section>
      <CtaBanner cta={blogCallToAction} />
    </>
  );
}
