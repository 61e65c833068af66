import { Marked, type Tokens } from "marked";
import { createHighlighter, type BundledLanguage } from "shiki";

/**
 * A post's Markdown to HTML at build time. Code blocks are highlighted by Shiki in both themes at
 * once: each token carries its light colour and its dark one as `--shiki-dark`, which the post's
 * styles switch to under `.dark`, so the page needs no script for it.
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
const THEMES = { light: "github-light", dark: "github-dark" } as const;

export type Heading = { id: string; text: string };
export type RenderedMarkdown = { html: string; headings: Heading[] };

const highlighter = createHighlighter({
  themes: Object.values(THEMES),
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

export async function renderMarkdown(markdown: string, file: string): Promise<RenderedMarkdown> {
  const shiki = await highlighter;
  const headings: Heading[] = [];
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
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      code({ text, lang }: Tokens.Code) {
        const language = (lang ?? "").trim();
        if (!language) return `<pre tabindex="0"><code>${escapeHtml(text)}</code></pre>\n`;
        if (!(CODE_LANGUAGES as readonly string[]).includes(language))
          throw new Error(
            `${file}: a code block names "${language}"; use one of ${CODE_LANGUAGES.join(", ")}`,
          );
        return `${shiki.codeToHtml(text, { lang: language as BundledLanguage, themes: THEMES })}\n`;
      },
    },
  });
  const html = await marked.parse(markdown);
  return { html, headings };
}
