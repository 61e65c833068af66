import type { MetaDescriptor } from "react-router";
import { BLOG_PATH, blogCopy, postPath } from "~/content/blog";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import type { PostSummary } from "~/lib/blog";
import { absoluteUrl, config } from "~/lib/config";
import { socialImagePath } from "~/lib/seo";

type JsonLdPost = Omit<PostSummary, "authors"> & {
  authors: readonly { name: string; role: string }[];
};

/** A post's `BlogPosting` and its `BreadcrumbList` (Home › Blog › the post), for search engines. */
export function postJsonLd(post: JsonLdPost, siteUrl = config.siteUrl): MetaDescriptor[] {
  const url = absoluteUrl(postPath(post.slug), siteUrl);
  return [
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.description,
        url,
        datePublished: post.pubDate,
        dateModified: post.updatedDate ?? post.pubDate,
        image: absoluteUrl(socialImagePath({ path: postPath(post.slug) }), siteUrl),
        author: post.authors.map((author) => ({
          "@type": "Person",
          name: author.name,
          jobTitle: author.role,
        })),
        publisher: { "@type": "Organization", name: site.name, url: absoluteUrl("/", siteUrl) },
      },
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { name: site.name, path: pages.home.path },
          { name: blogCopy.heading, path: BLOG_PATH },
          { name: post.title, path: postPath(post.slug) },
        ].map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: absoluteUrl(crumb.path, siteUrl),
        })),
      },
    },
  ];
}
