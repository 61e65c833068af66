import { data } from "react-router";
import { AdjacentPosts, PostActions, PostTitles } from "~/components/blog/post-footer";
import { PostArticle } from "~/components/blog/post-article";
import { CtaBanner } from "~/components/sections/cta-banner";
import { blogCallToAction, blogCopy, postPath } from "~/content/blog";
import { adjacentPosts, blogPages, relatedPosts, summary } from "~/lib/blog";
import { loadPosts } from "~/lib/blog.server";
import { postJsonLd } from "~/lib/post-json-ld";
import { absoluteUrl } from "~/lib/config";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog.post";

/** `/blog/<slug>`: one post, its neighbours and the posts related to it by tag. */
export async function loader({ params }: Route.LoaderArgs) {
  const posts = await loadPosts(import.meta.env.DEV);
  const post = posts.find((candidate) => candidate.slug === params.slug);
  if (!post) throw data(null, { status: 404 });
  const summaries = posts.map(summary);
  const head = blogPages(summaries).find((meta) => meta.path === postPath(post.slug))!;
  return {
    post,
    head,
    url: absoluteUrl(postPath(post.slug)),
    related: relatedPosts(post, summaries),
    ...adjacentPosts(post.slug, summaries),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? [...seo(loaderData.head, undefined, "article"), ...postJsonLd(loaderData.post)] : [];

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, url, related, newer, older } = loaderData;
  return (
    <>
      <PostArticle post={post}>
        <PostActions url={url} title={post.title} />
        <AdjacentPosts newer={newer} older={older} />
        <PostTitles headingId="related-heading" heading={blogCopy.related} posts={related} />
      </PostArticle>
      <CtaBanner cta={blogCallToAction} />
    </>
  );
}
