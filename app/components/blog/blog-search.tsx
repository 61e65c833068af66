import { Input } from "~/components/ui/input";
import { blogSearchCopy } from "~/content/blog";
import { SEARCH_FORM, SEARCH_INDEX_PATH } from "~/lib/search-index";
import blogSearchScript from "./blog-search-script.ts?inline-script";

const searchScript = blogSearchScript({
  bundle: `${SEARCH_INDEX_PATH}/pagefind.js`,
  copy: blogSearchCopy,
});

/** Bounds what a visitor can ask of the index. */
const MAX_QUERY_LENGTH = 100;

/** A search of every post, run by its inline script against the build's index (no server). */
export function BlogSearch() {
  return (
    <>
      <form
        role="search"
        aria-label={blogSearchCopy.label}
        {...{ [SEARCH_FORM]: "" }}
        className="mx-auto mt-8 w-full max-w-xl text-left"
      >
        <label htmlFor="blog-search" className="text-sm font-medium">
          {blogSearchCopy.label}
        </label>
        <Input
          id="blog-search"
          type="search"
          name="q"
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          aria-describedby="blog-search-hint"
          className="mt-2"
        />
        <p id="blog-search-hint" className="mt-2 text-sm text-muted-foreground">
          {blogSearchCopy.hint}
        </p>
        <p role="status" className="mt-3 min-h-5 text-sm font-medium" />
        {/* How an excerpt shows the words found: the script copies it for each. */}
        <template>
          <mark className="bg-transparent font-medium text-foreground" />
        </template>
        <ul className="mt-2 divide-y border-y empty:hidden [&_a]:font-semibold [&_a]:underline-offset-4 [&_a:hover]:underline [&_li]:py-3 [&_p]:mt-1 [&_p]:line-clamp-2 [&_p]:text-sm [&_p]:text-muted-foreground" />
      </form>
      <script dangerouslySetInnerHTML={{ __html: searchScript }} />
    </>
  );
}
