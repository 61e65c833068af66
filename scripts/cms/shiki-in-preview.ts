/**
 * Shiki as the editor's preview sees it (esbuild's `alias` in admin.ts): the post's Markdown goes
 * through the site's own renderer (app/lib/markdown.server.ts), whose code blocks the browser
 * shows as plain text, without the highlighter's grammars and engine (megabytes the preview would
 * load for colour alone).
 */
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const createCssVariablesTheme = () => ({});

export async function createHighlighter() {
  return {
    codeToHtml: (code: string) =>
      `<pre tabindex="0" data-scroll-cue><code>${escapeHtml(code)}</code></pre>`,
  };
}
