/**
 * The blog's search, the listing pages' inline script (`blog-search-script.ts?inline-script`): no
 * module on arrival. The static index the build writes (`scripts/build/search-index.ts`, Pagefind) is
 * loaded when the visitor first focuses the field (the first search says it is searching until it
 * has come); each change of the words searches it and lists the posts found as links, the count
 * said in the form's live region. Escape clears the field.
 */
import type { blogSearchCopy } from "~/content/blog";
import { SEARCH_FORM } from "~/lib/search-index";

/** At most this many posts are listed: a search narrows, it does not page. */
export const SEARCH_MAX_RESULTS = 10;

export type BlogSearchOptions = { bundle: string; copy: typeof blogSearchCopy };

type PagefindPost = { url: string; meta: { title?: string }; excerpt: string };
type Pagefind = {
  options(options: { noWorker: boolean }): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<PagefindPost> }[] } | null>;
};

/** "/blog/a-post/" → "/blog/a-post": the address the site links a post at. */
export const postUrl = (url: string) => url.replace(/(.)\/$/, "$1");

/** What the live region says of `count` posts found for `term`. */
export function resultMessage(count: number, term: string, copy: BlogSearchOptions["copy"]) {
  if (count === 0) return copy.none.replace("{term}", term);
  return count === 1 ? copy.one : copy.many.replace("{count}", String(count));
}

/** Whether an excerpt opens inside a sentence ("inputs), the workforce…"), to mark the cut with "…". */
export const opensMidSentence = (text: string) => !/^[\p{Lu}\p{N}"“‘'(]/u.test(text.trimStart());

export function install(doc: Document, { bundle, copy }: BlogSearchOptions) {
  const form = doc.querySelector<HTMLFormElement>(`[${SEARCH_FORM}]`);
  const input = form?.querySelector("input");
  const status = form?.querySelector("[role=status]");
  const list = form?.querySelector("ul");
  const mark = form?.querySelector("template")?.content.firstElementChild;
  if (!form || !input || !status || !list || !mark) return;
  let pagefind: Promise<Pagefind> | undefined;
  let ready = false;
  const load = () =>
    (pagefind ??= (import(bundle) as Promise<Pagefind>).then(async (module) => {
      // On the page's own thread: a worker would run under the policy its file is served with,
      // which lets it fetch nothing. An index of a blog's posts is searched in milliseconds.
      await module.options({ noWorker: true });
      await module.init();
      ready = true;
      return module;
    }));
  // An excerpt is Pagefind's HTML: its text, with the words found in <mark>, and nothing else.
  const excerptNodes = (html: string) => {
    const template = doc.createElement("template");
    template.innerHTML = html;
    const nodes = [...template.content.childNodes].map((node) => {
      if (node.nodeName !== "MARK") return doc.createTextNode(node.textContent ?? "");
      const found = mark.cloneNode();
      found.textContent = node.textContent;
      return found;
    });
    if (opensMidSentence(template.content.textContent ?? ""))
      nodes.unshift(doc.createTextNode("…"));
    return nodes;
  };
  let latest = 0;

  async function search() {
    const term = input!.value.trim();
    const ticket = ++latest;
    if (!term) {
      list!.replaceChildren();
      status!.textContent = "";
      return;
    }
    // The first search waits for the index: the field answers at once all the same.
    if (!ready) status!.textContent = copy.searching;
    try {
      const found = await (await load()).search(term);
      const posts = await Promise.all(
        (found?.results ?? []).slice(0, SEARCH_MAX_RESULTS).map((result) => result.data()),
      );
      // A later search has answered, or will.
      if (ticket !== latest) return;
      list!.replaceChildren(
        ...posts.map((post) => {
          const item = doc.createElement("li");
          const link = doc.createElement("a");
          link.href = postUrl(post.url);
          link.textContent = post.meta.title ?? link.pathname;
          const excerpt = doc.createElement("p");
          excerpt.append(...excerptNodes(post.excerpt));
          item.append(link, excerpt);
          return item;
        }),
      );
      status!.textContent = resultMessage(found?.results.length ?? 0, term, copy);
    } catch {
      pagefind = undefined;
      if (ticket === latest) status!.textContent = copy.failed;
    }
  }

  input.addEventListener("focus", () => void load().catch(() => {}), { once: true });
  input.addEventListener("input", () => void search());
  input.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !input.value) return;
    event.preventDefault();
    input.value = "";
    void search();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void search();
  });
}
