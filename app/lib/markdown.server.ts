import { Marked, type Tokens } from "marked";
import {
  createCssVariablesTheme,
  createHighlighter,
  type BundledLanguage,
  type ShikiTransformer,
} from "shiki";
import type { CoverImage } from "./cover-image.ts";
import { postHtml } from "./post-html.server.ts";
import { bodyImages } from "./body-images.ts";
import { postImage } from "./post-images.server.ts";

/**
 * A post's Markdown to HTML at build time. Code blocks are highlighted by Shiki with a theme of CSS
 * variables: each token names its kind (`color:var(--shiki-token-keyword)`) and the post's styles
 * give every kind a colour from the site's tokens in the light theme and the dark one
 * (`post-prose` in app/styles/app.css), so the page needs no script for either and its contrast is
 * the site's. A feed reader, which has no such styles, shows the code in its text colour.
 */

/** The languages a post's code block may name; any other fails the build with the file's name. */
export const CODE_LANGUAGES = [
  "bash",
  "json",
  "ts",
  "tsx",
  "yaml",
  "html",
  "css",
  "python",
] as const;
const theme = createCssVariablesTheme({ name: "site", variablePrefix: "--shiki-" });

/**
 * Code keeps its lines and scrolls sideways in a narrow column (`post-prose`), its edges showing
 * there is more; it is focusable, so a keyboard scrolls it too. The listing stays plain text with
 * newlines, so a feed reader without the site's styles shows it as written.
 */
const scrollingBlock: ShikiTransformer = {
  pre(node) {
    node.properties.tabindex = 0;
    node.properties["data-scroll-cue"] = "";
  },
};

export type Heading = { id: string; text: string };
export type RenderedMarkdown = { html: string; headings: Heading[] };

const highlighter = createHighlighter({
  themes: [theme],
  langs: [...CODE_LANGUAGES],
});

/** "What the verifier checks" → "what-the-verifier-checks". */
export function headingId(text: string) {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;|<[^>]+>/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A body image spans the post's column (`Section`'s narrow width, less its padding). */
export const BODY_IMAGE_SIZES = "(min-width: 768px) 720px, calc(100vw - 2rem)";

/** An image of the body as the post's cover is drawn: AVIF or WebP at the width the column needs, sized. */
function pictureHtml(image: CoverImage, alt: string) {
  const sizes = `sizes="${BODY_IMAGE_SIZES}"`;
  return (
    `<picture><source type="image/avif" srcset="${image.srcSet.avif}" ${sizes}>` +
    `<img src="${image.src}" srcset="${image.srcSet.webp}" ${sizes} width="${image.width}" height="${image.height}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async"></picture>`
  );
}

export async function renderMarkdown(markdown: string, file: string): Promise<RenderedMarkdown> {
  const shiki = await highlighter;
  const headings: Heading[] = [];
  // The post's raw HTML is sanitised; headings' ids and highlighted code are the build's.
  const own = postHtml();
  const images = new Map(
    await Promise.all(
      [...new Set(bodyImages(markdown))].map(
        async (src) => [src, await postImage(src, file)] as const,
      ),
    ),
  );
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = inner.replace(/<[^>]+>/g, "");
        let id = headingId(text);
        for (let n = 2; headings.some((heading) => heading.id === id); n++)
          id = `${headingId(text)}-${n}`;
        // Sections (##) make the table of contents; the post's title is its only h1.
        if (depth === 2) headings.push({ id, text });
        return `${own.open(`h${depth}`, `<h${depth} id="${id}">`)}${inner}</h${depth}>\n`;
      },
      image({ href, text }: Tokens.Image) {
        return own.element("span", pictureHtml(images.get(href)!, text));
      },
      code({ text, lang }: Tokens.Code) {
        const language = (lang ?? "").trim();
        if (!language)
          return `${own.element("div", `<pre tabindex="0" data-scroll-cue><code>${escapeHtml(text)}</code></pre>`)}\n`;
        if (!(CODE_LANGUAGES as readonly string[]).includes(language))
          throw new Error(
            `${file}: a code block names "${language}"; use one of ${CODE_LANGUAGES.join(", ")}`,
          );
        // No time limit per line (Shiki's default gives up after 500 ms and leaves the rest of the
        // line one token): a build on a busy machine must colour code as an idle one does.
        return `${own.element("div", shiki.codeToHtml(text, { lang: language as BundledLanguage, theme: "site", tokenizeTimeLimit: 0, transformers: [scrollingBlock] }))}\n`;
      },
    },
  });
  const html = own.sanitise(await marked.parse(markdown));
  return { html, headings };
}
