/**
 * The editor's preview of a post (`CMS.registerPreviewTemplate`): the post page's own components
 * and stylesheet (`preview.css`), the body rendered by the site's Markdown renderer, in either
 * theme. The body's HTML is sanitised before it is shown: the preview shares the editor's origin,
 * where the editor keeps its sign-in, so a post's raw HTML never runs there.
 */
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import DOMPurify from "dompurify";
import { useEffect, useState } from "react";
import { PostArticle } from "~/components/blog/post-article";
import { Button } from "~/components/ui/button";
import { editorCopy } from "~/content/editor";
import { leaders } from "~/content/leaders";
import { readingMinutes } from "~/lib/blog";
import { COVER_SIZE } from "~/lib/cover-image";
import type { Post } from "~/lib/blog.server";
import { renderMarkdown, type RenderedMarkdown } from "~/lib/markdown.server";

type Frontmatter = {
  title?: string;
  description?: string;
  pubDate?: string;
  updatedDate?: string;
  authors?: string[];
  /** A tag just added to the list is null until it is typed. */
  tags?: (string | null)[];
  cover?: { src?: string; alt?: string };
  body?: string;
};

/** The post as its page would show it, from what the editor holds so far. */
export function previewPost(
  slug: string,
  data: Frontmatter,
  body: RenderedMarkdown,
  coverUrl: string,
): Post {
  // An empty date field would be an invalid date, which the page's date formatting refuses.
  const date = (value?: string) => (value && !Number.isNaN(Date.parse(value)) ? value : undefined);
  return {
    slug,
    title: data.title ?? "",
    description: data.description ?? "",
    pubDate: date(data.pubDate) ?? new Date().toISOString().slice(0, 10),
    updatedDate: date(data.updatedDate),
    tags: (data.tags ?? []).filter((tag): tag is string => !!tag?.trim()),
    // The editor holds the upload as it is: the preview shows it at the cover's shape.
    cover: {
      alt: data.cover?.alt ?? "",
      image: { src: coverUrl, ...COVER_SIZE, srcSet: { avif: coverUrl, webp: coverUrl } },
    },
    readingMinutes: readingMinutes(data.body ?? ""),
    authors: leaders
      .filter((leader) => data.authors?.includes(leader.id))
      .map(({ id, name, role, originalImage }) => ({ id, name, role, image: originalImage })),
    ...body,
  };
}

type PreviewBody = RenderedMarkdown & { error?: string };

/** The site's Markdown rendering of `markdown`, sanitised, or why the build would refuse it. */
export async function previewBody(markdown: string): Promise<PreviewBody> {
  let rendered: RenderedMarkdown;
  try {
    rendered = await renderMarkdown(markdown, "this post");
  } catch (error) {
    // Marked adds a line asking to report the error to it.
    const [message = ""] = (error instanceof Error ? error.message : String(error)).split("\n");
    return { html: "", headings: [], error: editorCopy.failed.replace("{error}", message) };
  }
  return { html: DOMPurify.sanitize(rendered.html), headings: rendered.headings };
}

function usePreviewBody(markdown: string) {
  const [body, setBody] = useState<PreviewBody>({ html: "", headings: [] });
  useEffect(() => {
    let current = true;
    void previewBody(markdown).then((rendered) => current && setBody(rendered));
    return () => {
      current = false;
    };
  }, [markdown]);
  return body;
}

/** Light or dark, as the editor's system prefers until the switch says otherwise. */
function ThemeSwitch({ document }: { document: Document }) {
  const [dark, setDark] = useState(() => matchMedia("(prefers-color-scheme: dark)").matches);
  useEffect(() => {
    document.documentElement.classList.toggle("dark", dark);
  }, [document, dark]);
  return (
    <div role="group" aria-label={editorCopy.previewTheme} className="flex gap-2 p-4">
      {[false, true].map((option) => (
        <Button
          key={String(option)}
          type="button"
          size="sm"
          variant={dark === option ? "brand" : "outline"}
          aria-pressed={dark === option}
          onClick={() => setDark(option)}
        >
          {option ? editorCopy.dark : editorCopy.light}
        </Button>
      ))}
    </div>
  );
}

export function PostPreview({ entry, getAsset, document }: PreviewTemplateComponentProps) {
  const data = (entry.get("data")?.toJS() ?? {}) as Frontmatter;
  const { error, ...rendered } = usePreviewBody(data.body ?? "");
  const cover = data.cover?.src ? String(getAsset(data.cover.src)) : "";
  return (
    <>
      <ThemeSwitch document={document} />
      {error ? (
        <p role="alert" className="px-4 text-destructive">
          {error}
        </p>
      ) : null}
      <PostArticle post={previewPost(String(entry.get("slug") ?? ""), data, rendered, cover)} />
    </>
  );
}
