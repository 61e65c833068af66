import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { FEED_POSTS } from "~/content/blog";
import { atom, json, rss, type FeedPost } from "~/lib/feeds";

const SITE = "https://fabric.example";
/** What XML 1.0's Char production leaves out. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

const post = (n: number, changes: Partial<FeedPost> = {}): FeedPost => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  description: `What post ${n} is about, long enough to stand for a description.`,
  pubDate: new Date(Date.UTC(2026, 0, 30 - n)).toISOString(),
  tags: ["trust"],
  readingMinutes: 3,
  authors: [{ name: "Amara Okafor" }],
  html: `<p>Post ${n}.</p>`,
  ...changes,
});
/** Newest first, as the loader gives them. */
const posts = (count: number) => Array.from({ length: count }, (_, n) => post(n + 1));

const xml = new XMLParser({ isArray: (name) => ["item", "entry"].includes(name) });

describe("the feeds", () => {
  it("name each post's tags by their labels, Atom's by its address too", () => {
    const tagged = [post(1, { tags: ["mcp", "case-study"] })];
    const item = xml.parse(rss(tagged, SITE)).rss.channel.item[0];
    expect(item.category).toEqual(["MCP", "Case study"]);
    const labelled = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === "category",
    });
    expect(
      labelled
        .parse(atom(tagged, SITE))
        .feed.entry.category.map((category: Record<string, string>) => [
          category["@_term"],
          category["@_label"],
        ]),
    ).toEqual([
      ["mcp", "MCP"],
      ["case-study", "Case study"],
    ]);
    expect(JSON.parse(json(tagged, SITE)).items[0].tags).toEqual(["MCP", "Case study"]);
  });

  it(`carry the latest ${FEED_POSTS} posts, however many there are`, () => {
    const many = posts(FEED_POSTS + 5);
    const latest = many.slice(0, FEED_POSTS).map((item) => item.title);
    expect(
      xml.parse(rss(many, SITE)).rss.channel.item.map((item: { title: string }) => item.title),
    ).toEqual(latest);
    expect(
      xml.parse(atom(many, SITE)).feed.entry.map((entry: { title: string }) => entry.title),
    ).toEqual(latest);
    expect(JSON.parse(json(many, SITE)).items.map((item: { title: string }) => item.title)).toEqual(
      latest,
    );
    expect(xml.parse(rss(posts(3), SITE)).rss.channel.item).toHaveLength(3);
  });

  it("stay well-formed XML whatever a post's text holds", () => {
    const hostile = post(1, {
      title: "Bell\u0007 & <b>bold</b>",
      html: "<p>Form feed\f, escape\u001b[31m, a lone half \uD800 and U+FFFE \uFFFE.</p>",
    });
    for (const feed of [rss([hostile], SITE), atom([hostile], SITE)]) {
      expect(feed).not.toMatch(NOT_XML);
      expect(XMLValidator.validate(feed)).toBe(true);
      expect(feed).toContain("Bell &amp; &lt;b&gt;bold&lt;/b&gt;");
      expect(feed).toContain("Form feed, escape[31m, a lone half  and U+FFFE .");
    }
    expect(JSON.parse(json([hostile], SITE)).items[0].title).toBe(hostile.title);
  });
});
