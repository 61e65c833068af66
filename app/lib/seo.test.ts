import { describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { organizationJsonLd, seo } from "./seo";

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
