import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { sitePages } from "~/lib/site-pages.server";
import { SOCIAL_IMAGE_SIZE, organizationJsonLd, seo, socialImagePath } from "./seo";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bytes: bytes.length };
}

describe("seo", () => {
  it("gives a page its title, description, canonical URL and social cards", () => {
    const tags = seo(pages.about, "https://fabric.example");
    expect(tags).toContainEqual({ title: pages.about.title });
    expect(tags).toContainEqual({ name: "description", content: pages.about.description });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://fabric.example/about",
    });
    expect(tags).toContainEqual({ property: "og:url", content: "https://fabric.example/about" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("gives every page its own social card, on og:image, which X reads too", () => {
    const images = new Set<string>();
    const ownCards = sitePages.filter((page) => !page.socialImage);
    for (const page of ownCards) {
      const image = `https://fabric.example${socialImagePath(page)}`;
      const tags = seo(page, "https://fabric.example");
      expect(tags).toContainEqual({ property: "og:image", content: image });
      expect(tags.some((tag) => "name" in tag && tag.name === "twitter:image")).toBe(false);
      images.add(image);
    }
    expect(images.size).toBe(ownCards.length);
    expect(socialImagePath(pages.home)).toBe("/og/home.png");
    expect(socialImagePath(pages.flows)).toBe("/og/products-flows.png");
  });

  // The cards are committed, not built: `npm run brand:images` renders them after a page is added.
  it.each(sitePages.map((page) => [page.path, page.socialImage ?? socialImagePath(page)]))(
    "%s has its card at %s, 1200x630 and small",
    (_, image) => {
      const file = path.join("public", image);
      expect(existsSync(file), `${file} missing: run npm run brand:images`).toBe(true);
      const { width, height, bytes } = pngSize(file);
      expect({ width, height }).toEqual(SOCIAL_IMAGE_SIZE);
      expect(bytes).toBeLessThan(60 * 1024);
    },
  );

  it("gives a blog tag's page the blog's card", () => {
    const tag = sitePages.find((page) => page.path.startsWith("/blog/tags/"))!;
    expect(seo(tag, "https://fabric.example")).toContainEqual({
      property: "og:image",
      content: "https://fabric.example/og/blog.png",
    });
  });

  it("keeps the 404 page out of search results", () => {
    const tags = seo(pages.notFound, "https://fabric.example");
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });

  it("describes the organization for search engines", () => {
    const tag = organizationJsonLd("https://fabric.example") as {
      "script:ld+json": Record<string, unknown>;
    };
    expect(tag["script:ld+json"]).toMatchObject({
      "@type": "Organization",
      name: "Fabric",
      url: "https://fabric.example/",
    });
  });
});
