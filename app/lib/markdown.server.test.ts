import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/lib/markdown.server";
import { readPost } from "~/lib/posts.server";
import { UNSAFE_POST } from "../../tests/support/unsafe-post.ts";

const render = async (markdown: string) => (await renderMarkdown(markdown, "a-post.md")).html;

/** Every element of `html` as a browser parses it, outside the build's highlighted code. */
function elements(html: string) {
  const body = new new Window().DOMParser().parseFromString(html, "text/html").body;
  return [...body.querySelectorAll("*")].filter((element) => !element.closest("pre.shiki"));
}

describe("a post's raw HTML", () => {
  it("keeps nothing that runs, styles, frames or submits", async () => {
    const post = readPost(UNSAFE_POST.file);
    const html = (await renderMarkdown(post.body, post.file)).html;
    const found = elements(html);
    const tags = new Set(found.map((element) => element.localName));
    for (const tag of UNSAFE_POST.tags) expect(tags, tag).not.toContain(tag);
    for (const element of found) {
      for (const { name, value } of element.attributes) {
        const where = `<${element.localName} ${name}="${value}">`;
        // Ids are the build's, on its headings only.
        expect(name, where).toMatch(element.localName === "h2" ? /^(id)$/ : /^(href|src|alt)$/);
        expect(value, where).not.toMatch(/^\s*(javascript|data):/i);
      }
    }
    for (const text of UNSAFE_POST.texts) expect(html).not.toContain(text);
    expect(html).toContain("<kbd>Ctrl</kbd>");
  });

  it("keeps prose, links, tables and lists; images come optimised", async () => {
    const html = await render(
      [
        'Press <kbd>Ctrl</kbd> and read <a href="/verify" title="Verify">the verifier</a>.',
        "",
        "| a | b |",
        "| :- | -: |",
        '| <sup>1</sup> | <abbr title="Model Context Protocol">MCP</abbr> |',
        "",
        "- [x] done",
        "",
        "![A card](/images/blog/anyone-can-check-a-trust-certificate.webp)",
        "",
        '<details open><summary>More</summary><a href="https://example.com/a?b=1&amp;c">out</a> <a href="mailto:hi@example.com">mail</a></details>',
      ].join("\n"),
    );
    expect(html).toContain("<kbd>Ctrl</kbd>");
    expect(html).toContain('<a href="/verify" title="Verify">the verifier</a>');
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain("<sup>1</sup>");
    expect(html).toContain('<abbr title="Model Context Protocol">MCP</abbr>');
    expect(html).toContain('<input type="checkbox" disabled checked /> done');
    expect(html).toContain(
      '<details open><summary>More</summary><a href="https://example.com/a?b=1&amp;c">',
    );
    expect(html).toContain('<a href="mailto:hi@example.com">mail</a>');
    expect(html).toContain(
      '<picture><source type="image/avif" srcset="/images/blog/anyone-can-check-a-trust-certificate-480.avif 480w,',
    );
    expect(html).toMatch(
      /<img src="\/images\/blog\/anyone-can-check-a-trust-certificate.webp" srcset="[^"]+" sizes="[^"]+" width="1200" height="675" alt="A card" loading="lazy" decoding="async"><\/picture>/,
    );
  });

  it("keeps the build's own headings with their ids and its highlighted code", async () => {
    const html = await render(
      '## What it checks\n\n<h2 id="main-content">A raw heading</h2>\n\n```ts\nconst a = "<b>";\n```\n',
    );
    expect(html).toContain('<h2 id="what-it-checks">What it checks</h2>');
    expect(html).toContain("<h2>A raw heading</h2>");
    expect(html).toContain(
      '<pre class="shiki site" style="background-color:var(--shiki-background);color:var(--shiki-foreground)" tabindex="0" data-scroll-cue="">',
    );
    expect(html).toContain('<span style="color:var(--shiki-token-keyword)">const</span>');
  });

  it("cannot pass for the build's own elements", async () => {
    // The attribute that marks the build's elements is drawn anew for every post.
    const first = await render("```ts\nconst a = 1;\n```\n");
    const html = await render(
      '<div data-build-0="0"></div><h2 data-build="0" style="color:red">x</h2>\n\n## Heading\n',
    );
    expect(first).toContain('class="shiki site"');
    expect(first).not.toContain("data-build-");
    expect(html).toBe('<div></div><h2>x</h2><h2 id="heading">Heading</h2>\n');
  });
});
