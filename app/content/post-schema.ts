import { z } from "zod";

/** Characters no text of a post may hold: they end a feed's XML and show as nothing on a page. */
const CONTROL = /[\p{Cc}\uFFFE\uFFFF]/u;

/** Frontmatter text: trimmed, and refused with the character's code when it holds a control character. */
const text = () =>
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      const found = CONTROL.exec(value)?.[0];
      if (found)
        context.addIssue({
          code: "custom",
          message: `holds a control character (U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}); remove it`,
        });
    });

/**
 * A blog post's frontmatter (`app/content/posts/<slug>.md`): the build, the CMS's posts collection and
 * the feeds read this one schema. `authors` are ids of `leaders` (`app/content/leaders.ts`).
 */
/** An image of the blog's folder (`public/images/blog/`, where the editor uploads). */
const image = text().regex(
  /^\/images\/blog\/[^/]+\.(jpe?g|png|webp|avif)$/i,
  "a JPEG, PNG, WebP or AVIF file under /images/blog/",
);

export const postFrontmatterSchema = z
  .object({
    title: text().min(1).max(120),
    description: text().min(50).max(200),
    pubDate: z.coerce.date(),
    updatedDate: z.coerce.date().optional(),
    authors: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1),
    tags: z
      .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a tag is lowercase words joined by '-'"))
      .min(1),
    cover: z
      .object({
        /** A JPEG, PNG, WebP or AVIF file under `/images/blog/`: drawn, committed or uploaded. */
        src: image,
        /** The same picture for the dark theme, shown there instead. */
        dark: image.optional(),
        alt: text().min(1),
      })
      .strict(),
    draft: z.boolean().default(false),
  })
  .strict();

export type PostFrontmatter = z.infer<typeof postFrontmatterSchema>;
