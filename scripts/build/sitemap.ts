/**
 * The sitemap: one `sitemap.xml` of every indexable page, or, past the protocol's 50,000 URLs a file
 * (sitemaps.org), `sitemap.xml` as an index of `sitemap-1.xml`, `sitemap-2.xml`, … so robots.txt
 * names the same file whatever the number of pages.
 */
import type { PageMeta } from "../../app/content/pages.ts";

/** The protocol's limit of URLs in one sitemap (and of sitemaps in one index). */
export const SITEMAP_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

const urlEntry = (siteUrl: string, page: Pick<PageMeta, "path" | "lastmod">) =>
  `  <url><loc>${siteUrl}${page.path}</loc>${
    page.lastmod ? `<lastmod>${page.lastmod.slice(0, 10)}</lastmod>` : ""
  }</url>`;

/** Each file of the sitemap, by its path in the build (`/sitemap.xml` first), and its text. */
export function sitemapFiles(
  siteUrl: string,
  pages: readonly Pick<PageMeta, "path" | "lastmod">[],
  maxUrls = SITEMAP_MAX_URLS,
): Map<string, string> {
  const urlset = (chunk: readonly Pick<PageMeta, "path" | "lastmod">[]) =>
    [
      XML_HEAD,
      `<urlset xmlns="${NAMESPACE}">`,
      ...chunk.map((page) => urlEntry(siteUrl, page)),
      "</urlset>",
      "",
    ].join("\n");
  if (pages.length <= maxUrls) return new Map([["/sitemap.xml", urlset(pages)]]);
  const parts = Array.from({ length: Math.ceil(pages.length / maxUrls) }, (_, index) => ({
    path: `/sitemap-${index + 1}.xml`,
    pages: pages.slice(index * maxUrls, (index + 1) * maxUrls),
  }));
  if (parts.length > maxUrls) throw new Error(`sitemap: ${pages.length} URLs need a second index`);
  const index = [
    XML_HEAD,
    `<sitemapindex xmlns="${NAMESPACE}">`,
    ...parts.map((part) => `  <sitemap><loc>${siteUrl}${part.path}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
  return new Map([
    ["/sitemap.xml", index],
    ...parts.map((part): [string, string] => [part.path, urlset(part.pages)]),
  ]);
}
