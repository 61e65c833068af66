import { FEED_POSTS, blogCopy, feeds, postPath, tagLabel } from "~/content/blog";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import type { PostSummary } from "~/lib/blog";
import { absoluteUrl } from "~/lib/config";

/** What each feed carries of a post: its summary (with its authors) and its full HTML. */
export type FeedPost = Omit<PostSummary, "cover"> & { html: string };

/** The post's HTML with its site links and images made absolute, as feed readers need them. */
export function absoluteHtml(html: string, siteUrl: string) {
  return html
    .replace(/\b(href|src)="\/(?!\/)/g, `$1="${siteUrl}/`)
    .replace(/\bsrcset="([^"]*)"/g, (_whole, list: string) => {
      const absolute = list.replace(/(^|,\s*)\/(?!\/)/g, `$1${siteUrl}/`);
      return `srcset="${absolute}"`;
    });
}

/** What XML 1.0 cannot hold (C0 controls but tab and newlines, U+FFFE, U+FFFF, lone surrogates). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data; what XML cannot hold is dropped, so a feed is always well-formed. */
const escapeXml = (text: string) =>
  text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

const [rssFeed, atomFeed, jsonFeed] = feeds;

/** The posts a feed carries: the latest `FEED_POSTS` (`posts` come newest first). */
const latest = (posts: readonly FeedPost[]) => posts.slice(0, FEED_POSTS);

const updated = (posts: readonly FeedPost[]) =>
  posts
    .map((post) => post.updatedDate ?? post.pubDate)
    .sort()
    .at(-1) ?? new Date(0).toISOString();

/** RSS 2.0, the authors by name in Dublin Core (RSS's own `<author>` wants an email address). */
export function rss(published: readonly FeedPost[], siteUrl: string) {
  const posts = latest(published);
  const items = posts.map((post) => {
    const url = absoluteUrl(postPath(post.slug), siteUrl);
    return `  <item>
    <title>${escapeXml(post.title)}</title>
    <link>${url}</link>
    <guid isPermaLink="true">${url}</guid>
    <description>${escapeXml(post.description)}</description>
    <pubDate>${new Date(post.pubDate).toUTCString()}</pubDate>
${post.authors.map((author) => `    <dc:creator>${escapeXml(author.name)}</dc:creator>`).join("\n")}
${post.tags.map((tag) => `    <category>${escapeXml(tagLabel(tag))}</category>`).join("\n")}
    <content:encoded>${escapeXml(absoluteHtml(post.html, siteUrl))}</content:encoded>
  </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
  <title>${escapeXml(blogCopy.feedTitle)}</title>
  <link>${absoluteUrl(pages.blog.path, siteUrl)}</link>
  <description>${escapeXml(pages.blog.description)}</description>
  <language>en-us</language>
  <lastBuildDate>${new Date(updated(posts)).toUTCString()}</lastBuildDate>
  <atom:link href="${absoluteUrl(rssFeed.path, siteUrl)}" rel="self" type="${rssFeed.type}"/>
${items.join("\n")}
</channel>
</rss>
`;
}

/** Atom 1.0 (RFC 4287). */
export function atom(published: readonly FeedPost[], siteUrl: string) {
  const posts = latest(published);
  const entries = posts.map((post) => {
    const url = absoluteUrl(postPath(post.slug), siteUrl);
    return `  <entry>
    <title>${escapeXml(post.title)}</title>
    <link rel="alternate" type="text/html" href="${url}"/>
    <id>${url}</id>
    <published>${post.pubDate}</published>
    <updated>${post.updatedDate ?? post.pubDate}</updated>
${post.authors.map((author) => `    <author><name>${escapeXml(author.name)}</name></author>`).join("\n")}
${post.tags.map((tag) => `    <category term="${escapeXml(tag)}" label="${escapeXml(tagLabel(tag))}"/>`).join("\n")}
    <summary>${escapeXml(post.description)}</summary>
    <content type="html">${escapeXml(absoluteHtml(post.html, siteUrl))}</content>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(blogCopy.feedTitle)}</title>
  <subtitle>${escapeXml(pages.blog.description)}</subtitle>
  <link rel="alternate" type="text/html" href="${absoluteUrl(pages.blog.path, siteUrl)}"/>
  <link rel="self" type="${atomFeed.type}" href="${absoluteUrl(atomFeed.path, siteUrl)}"/>
  <id>${absoluteUrl(pages.blog.path, siteUrl)}</id>
  <updated>${updated(posts)}</updated>
  <author><name>${escapeXml(site.name)}</name></author>
${entries.join("\n")}
</feed>
`;
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
export function json(published: readonly FeedPost[], siteUrl: string) {
  return `${JSON.stringify(
    {
      version: "https://jsonfeed.org/version/1.1",
      title: blogCopy.feedTitle,
      home_page_url: absoluteUrl(pages.blog.path, siteUrl),
      feed_url: absoluteUrl(jsonFeed.path, siteUrl),
      description: pages.blog.description,
      language: "en-US",
      icon: absoluteUrl("/logo.png", siteUrl),
      favicon: absoluteUrl("/favicon.svg", siteUrl),
      authors: [{ name: site.name, url: absoluteUrl("/", siteUrl) }],
      items: latest(published).map((post) => {
        const url = absoluteUrl(postPath(post.slug), siteUrl);
        return {
          id: url,
          url,
          title: post.title,
          summary: post.description,
          content_html: absoluteHtml(post.html, siteUrl),
          date_published: post.pubDate,
          date_modified: post.updatedDate ?? post.pubDate,
          authors: post.authors.map((author) => ({ name: author.name })),
          tags: post.tags.map(tagLabel),
        };
      }),
    },
    null,
    2,
  )}\n`;
}
