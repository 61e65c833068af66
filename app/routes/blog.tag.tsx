import { data } from "react-router";
import { Pagination } from "~/components/blog/pagination";
import { PostTitles } from "~/components/blog/post-footer";
import { PostGrid } from "~/components/blog/post-grid";
import { CtaBanner } from "~/components/sections/cta-banner";
import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from "~/components/sections/page-header";
import { Section } from "~/components/sections/section";
import { BLOG_PATH, blogCallToAction, blogCopy, tagLabel, tagPagePath } from "~/content/blog";
import { blogPages, pageCount, postsOnPage, postsWithout, summary } from "~/lib/blog";
import { loadPosts } from "~/lib/blog.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog.tag";

/**
 * `/blog/tags/<tag>` and its later pages (`/blog/tags/<tag>/page/2`, …): the posts of one tag,
 * newest first, 12 a page as the blog's, then the blog's latest posts without the tag.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const all = (await loadPosts(import.meta.env.DEV)).map(summary);
  const tagged = all.filter((post) => post.tags.includes(params.tag));
  const page = "page" in params ? Number(params.page) : 1;
  const posts = postsOnPage(tagged, page);
  const head = blogPages(all).find((meta) => meta.path === tagPagePath(params.tag, page));
  if (!head || !posts || posts.length === 0) throw data(null, { status: 404 });
  const more = postsWithout(params.tag, all);
  return { tag: params.tag, page, pages: pageCount(tagged.length), posts, more, head };
}

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seo(loaderData.head) : []);

export default function BlogTagPage({ loaderData }: Route.ComponentProps) {
  const { tag, page, pages, posts, more } = loaderData;
  const heading = page === 1 ? blogCopy.tagHeading : blogCopy.tagPageHeading;
  return (
    <>
      <PageHeader bottom="short">
        <PageHeaderHeading>
          {heading.replace("{tag}", tagLabel(tag)).replace("{page}", String(page))}
        </PageHeaderHeading>
        <PageHeaderDescription>
          <a href={BLOG_PATH} className="font-medium text-brand-ink underline underline-offset-4">
            {blogCopy.allPosts}
          </a>
        </PageHeaderDescription>
      </PageHeader>
      <Section drawnAtOnce>
        <PostGrid posts={posts} opensPage />
        <Pagination page={page} pages={pages} path={(n) => tagPagePath(tag, n)} />
        {/* So a tag of one post is not a page of one card. */}
        <PostTitles
          headingId="more-heading"
          heading={blogCopy.more}
          posts={more}
          className="mt-16"
        />
      </Section>
      <CtaBanner cta={blogCallToAction} />
    </>
  );
}
