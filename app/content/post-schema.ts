import { z } from "zod";

/**
 * A blog post's frontmatter (`app/content/posts/<slug>.md`): the build, the CMS's posts collection and
 * the feeds read this one schema. `authors` are ids of `leaders` (`app/content/leaders.ts`).
 */
export const postFrontmatterSchema = z
  .object({
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().min(50).max(200),
    pubDate: z.coerce.date(),
    updatedDate: z.coerce.date().optional(),
    authors: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1),
    tags: z
      .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a tag is lowercase words joined by '-'"))
      .min(1),
    cover: z.object({
      /** A project-made image under `/images/blog/`. */
      src: z.string().startsWith("/images/blog/"),
      alt: z.string().trim().min(1),
    }),
    draft: z.boolean().default(false),
  })
  .strict();

export type PostFrontmatter = z.infer<typeof postFrontmatterSchema>;
