/**
 * The blog as the build wrote it: its feeds, parsed by a real parser; each post's head tags and
 * JSON-LD; the sitemap. Reads `build/` (`npm run build` first; `npm run test:built`).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { Window } from "happy-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { FEED_POSTS, feeds, postPath, tagLabel, tagPath } from "../../app/content/blog.ts";
import { readConfig } from "../../app/lib/config.ts";
import { absoluteHtml } from "../../app/lib/feeds.ts";
import { readPosts } from "../../app/lib/posts.server.ts";
import { sitePages } from "../../app/lib/site-pages.server.ts";
import { buildDir } from "../../scripts/build/build-dir.ts";
import { readPropertyNames, renamePageProperties } from "../../scripts/build/property-names.ts";

const client = path.join(buildDir, "client");
const read = (file: string) => readFileSync(path.join(client, file), "utf8");
const htmlOf = (route: string) =>
  read(route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
const siteUrl = readConfig(process.env).siteUrl;
/** A page's custom properties by their source names: a feed carries a post as the source writes it. */
const sourceProperties = Object.fromEntries(
  Object.entries(readPropertyNames(buildDir)).map(([source, built]) => [built, source]),
);
const posts = readPosts();
/** What each feed carries: the latest posts, in full. */
const feedPosts = posts.slice(0, FEED_POSTS);
const [rssFeed, atomFeed, jsonFeed] = feeds;
const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["item", "entry", "author", "dc:creator", "category"].includes(name),
});

function parseDocument(html: string) {
  return new new Window().DOMParser().parseFromString(html, "text/html");
}

beforeAll(() => {
  if (!existsSync(path.join(client, "index.html")))
    throw new Error(`No build in ${client}: run npm run build first`);
});

describe("the blog's feeds", () => {
  it("RSS 2.0 lists the latest published posts with their full HTML, absolute links and authors", () => {
    const text = read(rssFeed.path);
    expect(XMLValidator.validate(text)).toBe(true);
    const { rss } = xml.parse(text);
    expect(rss["@_version"]).toBe("2.0");
    const items = rss.channel.item as Record<string, unknown>[];
    expect(items.map((item) => item.link)).toEqual(
      feedPosts.map((post) => `${siteUrl}${postPath(post.slug)}`),
    );
    for (const item of items) {
      const html = String(item["content:encoded"]);
      expect(html).toContain("<h2 id=");
      expect(html).not.toMatch(/(href|src)="\/(?!\/)/);
      expect((item["dc:creator"] as string[]).length).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(String(item.pubDate)))).toBe(false);
    }
    // Tags by their labels, as the pages show them.
    expect(items.map((item) => item.category)).toEqual(
      feedPosts.map((post) => post.tags.map(tagLabel)),
    );
  });

  it("Atom 1.0 has its ids, dates, authors and HTML content", () => {
    const text = read(atomFeed.path);
    expect(XMLValidator.validate(text)).toBe(true);
    const { feed } = xml.parse(text);
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.id).toBe(`${siteUrl}/blog`);
    const entries = feed.entry as {
      id: string;
      updated: string;
      author: { name: string }[];
      content: Record<string, string>;
    }[];
    expect(entries).toHaveLength(feedPosts.length);
    for (const entry of entries) {
      expect(entry.id).toMatch(new RegExp(`^${siteUrl}/blog/`));
      expect(entry.updated).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(entry.author[0]?.name).toBeTruthy();
      expect(entry.content["@_type"]).toBe("html");
      expect(entry.content["#text"]).not.toMatch(/(href|src)="\/(?!\/)/);
    }
  });

  it("JSON Feed 1.1 has every required field", () => {
    const feed = JSON.parse(read(jsonFeed.path));
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(typeof feed.title).toBe("string");
    expect(feed.feed_url).toBe(`${siteUrl}${jsonFeed.path}`);
    expect(feed.items).toHaveLength(feedPosts.length);
    for (const item of feed.items) {
      expect(typeof item.id).toBe("string");
      expect(item.url).toBe(item.id);
      expect(item.content_html).toContain("<p>");
      expect(item.authors[0].name).toBeTruthy();
      expect(item.date_published).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
  });

  it("carries the same HTML as the post's page, with absolute links", () => {
    const feed = JSON.parse(read(jsonFeed.path));
    for (const post of feedPosts) {
      const page = parseDocument(
        renamePageProperties(htmlOf(postPath(post.slug)), sourceProperties),
      );
      const body = page.querySelector("[data-slot=post-body]")!.innerHTML;
      const item = feed.items.find((candidate: { url: string }) =>
        candidate.url.endsWith(post.slug),
      );
      // Both through one serializer, so `"` and `&quot;` in text compare equal.
      const feedHtml = parseDocument(`<body>${item.content_html}</body>`).body.innerHTML;
      expect(feedHtml).toBe(absoluteHtml(body, siteUrl));
    }
  });
});

describe("the blog's pages", () => {
  it("load the cover of the card that opens a page at once, and the others as they near", () => {
    const tags = [...new Set(posts.flatMap((post) => post.tags))];
    for (const route of ["/blog", ...tags.map(tagPath)]) {
      const covers = [
        ...parseDocument(htmlOf(route)).querySelectorAll("[data-slot=post-card] img"),
      ];
      const loading = covers.map((cover) => cover.getAttribute("loading"));
      // Only the first card's shown picture: its twins for a theme the system lacks wait too.
      expect(loading, route).toEqual(["eager", ...loading.slice(1).map(() => "lazy")]);
    }
  });

  it("announce the three feeds in every page's head", () => {
    for (const page of sitePages.filter((candidate) => !candidate.noindex)) {
      const head = parseDocument(htmlOf(page.path)).head;
      const alternates = [...head.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute("type"),
        link.getAttribute("href"),
      ]);
      expect(alternates, page.path).toEqual(feeds.map((feed) => [feed.type, feed.path]));
    }
  });

  it("give each post its canonical URL, social card, BlogPosting and BreadcrumbList", () => {
    for (const post of posts) {
      const url = `${siteUrl}${postPath(post.slug)}`;
      const head = parseDocument(htmlOf(postPath(post.slug))).head;
      expect(head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url);
      expect(head.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe(
        "article",
      );
      expect(head.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(
        `${siteUrl}/og/blog-${post.slug}.png`,
      );
      const jsonLd = [...head.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? ""),
      );
      const posting = jsonLd.find((item) => item["@type"] === "BlogPosting");
      expect(posting).toMatchObject({
        headline: post.title,
        url,
        datePublished: post.pubDate,
        author: post.authors.map(() => expect.objectContaining({ "@type": "Person" })),
      });
      const crumbs = jsonLd.find((item) => item["@type"] === "BreadcrumbList");
      expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
        `${siteUrl}/`,
        `${siteUrl}/blog`,
        url,
      ]);
    }
  });

  it("list each post in the sitemap with its lastmod", () => {
    const sitemap = read("sitemap.xml");
    expect(XMLValidator.validate(sitemap)).toBe(true);
    for (const post of posts) {
      const lastmod = (post.updatedDate ?? post.pubDate).slice(0, 10);
      expect(sitemap).toContain(
        `<loc>${siteUrl}${postPath(post.slug)}</loc><lastmod>${lastmod}</lastmod>`,
      );
    }
    expect(sitemap).toContain(`<loc>${siteUrl}/blog</loc>`);
  });
});
