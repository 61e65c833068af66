import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "../content/pages.ts";
import { site } from "../content/site.ts";
import { absoluteUrl, config } from "./config.ts";

/** Social cards are 1200x630 PNGs, one per page, rendered by `npm run brand:images` and committed. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A page's own social card: `/og/home.png` for `/`, `/og/products-flows.png` for `/products/flows`. */
export function socialImagePath(page: Pick<PageMeta, "path">) {
  const slug = page.path === "/" ? "home" : page.path.slice(1).replaceAll("/", "-");
  return `/og/${slug}.png`;
}

/** Every head tag a page needs, from its entry in app/content/pages.ts. */
export function seo(
  page: PageMeta,
  siteUrl = config.siteUrl,
  type: "website" | "article" = "website",
): MetaDescriptor[] {
  const url = absoluteUrl(page.path, siteUrl);
  const image = absoluteUrl(page.socialImage ?? socialImagePath(page), siteUrl);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: page.title },
    // X reads the title, description and image from og:*; only the card's kind and alt are its own.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: page.title },
  ];
  if (page.noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: url });
    tags.push({ property: "og:url", content: url });
  }
  return tags;
}

export function organizationJsonLd(siteUrl = config.siteUrl): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      legalName: site.legalName,
      description: site.tagline,
      url: absoluteUrl("/", siteUrl),
      logo: absoluteUrl("/logo.png", siteUrl),
      sameAs: site.social.map((link) => link.href),
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "sales",
        email: site.salesEmail,
      },
    },
  };
}
