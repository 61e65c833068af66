import { describe, expect, it } from "vitest";
import {
  brokenLinkProblems,
  headersProblems,
  listingProblems,
  sitemapProblems,
  type ListedPost,
} from "./content-build-checks";

const rule = (path: string) => `${path}\n  X-Frame-Options: DENY`;
const link = (href: string) => `<a class="a" href="${href}">x</a>`;

describe("headersProblems", () => {
  it("passes 100 rules and names the 101st and a line past 2,000 characters", () => {
    const hundred = Array.from({ length: 100 }, (_, i) => rule(`/p${i}`));
    expect(headersProblems(hundred.join("\n\n"))).toEqual([]);
    expect(headersProblems([...hundred, rule("/one-more")].join("\n\n"))).toEqual([
      "_headers: 101 rules; static hosts read 100",
    ]);
    const long = `/*\n  Content-Security-Policy: ${"a".repeat(2000)}`;
    expect(headersProblems(long)).toEqual([
      `_headers: "  Content-Security-Policy: aaaaaaaaaaaaa…" is 2027 characters; static hosts read 2000`,
    ]);
  });
});

describe("sitemapProblems", () => {
  const site = "https://fabric.example";
  const urlset = (paths: string[]) =>
    `<urlset>${paths.map((p) => `<url><loc>${site}${p}</loc></url>`).join("")}</urlset>`;

  it("follows an index to its parts and names what is missing, extra or twice", () => {
    const files: Record<string, string> = {
      "/sitemap.xml": `<sitemapindex><sitemap><loc>${site}/sitemap-1.xml</loc></sitemap><sitemap><loc>${site}/sitemap-2.xml</loc></sitemap></sitemapindex>`,
      "/sitemap-1.xml": urlset(["/", "/about"]),
      "/sitemap-2.xml": urlset(["/blog"]),
    };
    const read = (file: string) => files[file] ?? null;
    expect(sitemapProblems(read, site, ["/", "/about", "/blog"])).toEqual([]);
    expect(sitemapProblems(read, site, ["/", "/about", "/blog", "/pricing"])).toEqual([
      `the sitemap lacks 1, such as ${site}/pricing`,
    ]);
    files["/sitemap-2.xml"] = urlset(["/blog", "/about"]);
    expect(sitemapProblems(read, site, ["/", "/about", "/blog"])).toEqual([
      "the sitemap lists a URL twice",
    ]);
    delete files["/sitemap-2.xml"];
    expect(sitemapProblems(read, site, ["/", "/about"])).toEqual([
      "the sitemap's index names /sitemap-2.xml, which the build lacks",
    ]);
  });
});

describe("listingProblems", () => {
  // 13 posts, newest first: the blog fills two pages; tag "odd" seven posts, one page.
  const posts: ListedPost[] = Array.from({ length: 13 }, (_, i) => ({
    slug: `p${i}`,
    tags: i % 2 ? ["odd"] : ["even"],
  }));
  const listing = (slugs: string[], neighbours: string[]) =>
    [...slugs.map((slug) => link(`/blog/${slug}`)), ...neighbours.map(link)].join("");
  const slugs = (tag?: string) =>
    posts.filter((post) => !tag || post.tags.includes(tag)).map((post) => post.slug);
  const built = (): Record<string, string> => ({
    "/blog": listing(slugs().slice(0, 12), ["/blog/page/2", "/blog/tags/odd"]),
    "/blog/page/2": listing(slugs().slice(12), ["/blog"]),
    "/blog/tags/odd": listing(slugs("odd"), []),
    "/blog/tags/even": listing(slugs("even"), []),
  });

  it("passes every page with its posts and its neighbours' links", () => {
    const files = built();
    expect(listingProblems((file) => files[file] ?? null, posts)).toEqual([]);
  });

  it("names a missing page, a page past the last, a lost post and a lost link", () => {
    const files = built();
    delete files["/blog/page/2"];
    files["/blog/tags/odd/page/2"] = "";
    files["/blog/tags/even"] = listing(slugs("even").slice(1), []);
    files["/blog"] = listing(slugs().slice(0, 12), []);
    expect(listingProblems((file) => files[file] ?? null, posts)).toEqual([
      "/blog has no link to /blog/page/2",
      "the blog: no page /blog/page/2",
      "/blog/tags/even links 6 posts, not the 7 of its page",
      "tag odd: a page past the last, /blog/tags/odd/page/2",
    ]);
  });
});

describe("brokenLinkProblems", () => {
  it("names each page's links that resolve to no file", () => {
    const pages = new Map([
      ["/index.html", link("/about") + link("/gone#top") + link("https://elsewhere.example/")],
      ["/about/index.html", link("/")],
    ]);
    const known = new Set(["/", "/about"]);
    expect(brokenLinkProblems(pages, (p) => (known.has(p) ? p : null))).toEqual([
      "/index.html links to /gone, which the build lacks",
    ]);
  });
});
