/** Where the build writes the blog's search index and Pagefind's script (`scripts/build/search-index.ts`). */
export const SEARCH_INDEX_PATH = "/pagefind";

/** The attribute that marks the part of a post page the index reads: its header and its body. */
export const SEARCH_BODY = { "data-pagefind-body": "" } as const;

/** The blog's search field, on the listing pages (app/components/blog/blog-search.tsx). */
export const SEARCH_FORM = "data-blog-search";

/** Whether a built page carries the search, whose Pagefind compiles WebAssembly. */
export const hasBlogSearch = (html: string) => html.includes(` ${SEARCH_FORM}=`);
