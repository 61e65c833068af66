import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { SITEMAP_MAX_URLS, sitemapFiles } from "./sitemap.ts";

const SITE = "https://fabric.example";
const pages = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ path: `/blog/post-${index}` }));
const parse = (xml: string) =>
  new XMLParser({ isArray: (name) => name === "url" || name === "sitemap" }).parse(xml);

describe("sitemap", () => {
  it("is one file of every page, with its date, up to the protocol's limit", () => {
    const files = sitemapFiles(SITE, [
      { path: "/" },
      { path: "/blog/a", lastmod: "2026-11-24T00:00:00.000Z" },
    ]);
    expect([...files.keys()]).toEqual(["/sitemap.xml"]);
    const { urlset } = parse(files.get("/sitemap.xml")!);
    expect(urlset.url).toEqual([
      { loc: `${SITE}/` },
      { loc: `${SITE}/blog/a`, lastmod: "2026-11-24" },
    ]);
    expect([...sitemapFiles(SITE, pages(SITEMAP_MAX_URLS)).keys()]).toEqual(["/sitemap.xml"]);
  });

  it("becomes an index of sitemaps of at most 50,000 URLs past it, every page in one of them", () => {
    const all = pages(SITEMAP_MAX_URLS * 2 + 1);
    const files = sitemapFiles(SITE, all);
    expect([...files.keys()]).toEqual([
      "/sitemap.xml",
      "/sitemap-1.xml",
      "/sitemap-2.xml",
      "/sitemap-3.xml",
    ]);
    const { sitemapindex } = parse(files.get("/sitemap.xml")!);
    expect(sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc)).toEqual([
      `${SITE}/sitemap-1.xml`,
      `${SITE}/sitemap-2.xml`,
      `${SITE}/sitemap-3.xml`,
    ]);
    const locs = [1, 2, 3].flatMap((n) =>
      [...files.get(`/sitemap-${n}.xml`)!.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]),
    );
    expect(locs).toEqual(all.map((page) => `${SITE}${page.path}`));
    expect(parse(files.get("/sitemap-3.xml")!).urlset.url).toEqual([
      { loc: `${SITE}/blog/post-${SITEMAP_MAX_URLS * 2}` },
    ]);
  });
});
