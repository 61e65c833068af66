import { data } from "react-router";
import { PostGrid } from "~/components/blog/post-grid";
import { CtaBanner } from "~/components/sections/cta-banner";
import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from "~/components/sections/page-header";
import { Section } from "~/components/sections/section";
import { BLOG_PATH, blogCallToAction, blogCopy } from "~/content/blog";
import { blogPages, summary } from "~/lib/blog";
import { loadPosts } from "~/lib/blog.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog.tag";

/** `/blog/tags/<tag>`: the posts of one tag, newest first. */
export async function loader({ params }: Route.LoaderArgs) {
  const all = (await loadPosts(import.meta.env.DEV)).map(summary);
  const posts = all.filter((post) => post.tags.includes(params.tag));
  const head = blogPages(all).find((meta) => meta.path === `${BLOG_PATH}/tags/${params.tag}`);
  if (!head || posts.length === 0) throw data(null, { status: 404 });
  return { tag: params.tag, posts, head };
}

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seo(loaderData.head) : []);

export default function BlogTagPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader bottom="short">
        <PageHeaderHeading>
          {blogCopy.tagHeading.replace("{tag}", loaderData.tag)}
        </PageHeaderHeading>
        <PageHeaderDescription>
          <a href={BLOG_PATH} className="font-medium text-brand-ink underline underline-offset-4">
            {blogCopy.allPosts}
          </a>
        </PageHeaderDescription>
      </PageHeader>
      <Section drawnAtOnce>
        <PostGrid posts={loaderData.posts} />
      </Section>
      <CtaBanner cta={blogCallToAction} />
    </>
  );
}
