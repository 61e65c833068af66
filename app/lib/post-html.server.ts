import sanitizeHtml from "sanitize-html";

/**
 * A post's HTML passes an allow-list: Markdown passes raw HTML through, and a page and its feeds
 * must show what a writer wrote, never run it. Allowed are the elements of prose, lists, tables,
 * quotes and code, with the attributes that say what they are (images are Markdown's, which the
 * build optimises: a raw <img> is dropped); nothing runs (no script,
 * event handler, `javascript:` or `data:` URL however it is spelt, frame, object, embed, form,
 * svg or math), nothing styles (no `style`, `class`) and nothing names (no `id`, `name`, `data-*`,
 * which the page's own scripts and anchors answer to). Only http(s), mailto and the site's own
 * paths are linked.
 */
const TAGS = [
  ...["p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "div", "span"],
  ...["a", "strong", "b", "em", "i", "u", "s", "del", "ins", "mark", "small", "sub", "sup"],
  ...["code", "kbd", "samp", "var", "abbr", "cite", "q", "dfn", "time", "pre"],
  ...["ul", "ol", "li", "dl", "dt", "dd", "details", "summary", "figure", "figcaption"],
  ...["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "input"],
];

const CELL = ["align", "colspan", "rowspan"];
const ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title"],
  abbr: ["title"],
  dfn: ["title"],
  time: ["datetime"],
  ol: ["start", "reversed"],
  th: [...CELL, "scope"],
  td: CELL,
  blockquote: ["cite"],
  q: ["cite"],
  details: ["open"],
  input: ["type", "checked", "disabled"],
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  // What is dropped with its content, not only its tags: code, style, and what a browser would
  // read as text or markup of another language.
  nonTextTags: [
    ...["script", "style", "textarea", "option", "noscript", "template", "title", "xmp"],
    ...["iframe", "frame", "frameset", "object", "embed", "noembed", "noframes", "svg", "math"],
    ...["select", "plaintext", "head"],
  ],
  // A GFM task list's box, shown and never filled in; any other input is dropped.
  transformTags: {
    input: (_tag, attribs) => ({
      tagName: "input",
      attribs: {
        type: attribs.type ?? "text",
        disabled: "",
        ...("checked" in attribs ? { checked: "" } : {}),
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "input" && frame.attribs.type !== "checkbox",
  // Each tag the sanitiser has to close or drop costs a frame; a post is an editor's file, bounded.
  nestingLimit: 64,
};

/**
 * One post's HTML as Markdown renders it, and the elements the build writes into it (highlighted
 * code, headings with their ids, optimised pictures), which need what a post may not have (`style`,
 * `id`, `srcset`). The build's own elements are held out while the rest is sanitised: each stands
 * in the HTML as a tag with an attribute named by a key drawn for this post, which no writer can
 * know, and only its stand-ins are replaced by the build's markup after the sanitiser has passed
 * the rest.
 */
export function postHtml() {
  // Web Crypto, which the editor's preview has too (it renders posts with this module).
  const random = crypto.getRandomValues(new Uint8Array(12));
  const key = `data-build-${Array.from(random, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
  const held: { html: string; whole: boolean }[] = [];
  const hold = (tag: string, html: string, whole: boolean) =>
    `<${tag} ${key}="${held.push({ html, whole }) - 1}">`;
  const standIn = new RegExp(`<([a-z0-9]+) ${key}="(\\d+)"(?: /)?>(</\\1>)?`, "g");
  return {
    /** An opening tag the build writes (`<h2 id="…">`), for `tag` whose content the post writes. */
    open: (tag: string, html: string) => hold(tag, html, false),
    /** An element the build writes whole (`<pre class="shiki">…</pre>`, `<picture>…</picture>`). */
    element: (tag: string, html: string) => `${hold(tag, html, true)}</${tag}>`,
    /** The post's HTML sanitised, with the build's elements in place. */
    sanitise(html: string) {
      const clean = sanitizeHtml(html, {
        ...OPTIONS,
        allowedAttributes: { ...ATTRIBUTES, "*": [key] },
      });
      return clean.replace(standIn, (_whole, _tag, index: string, close: string | undefined) => {
        const { html: own, whole } = held[Number(index)]!;
        return whole ? own : own + (close ?? "");
      });
    },
  };
}
