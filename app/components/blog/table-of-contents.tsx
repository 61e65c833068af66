import { TOC_MIN_HEADINGS, blogCopy } from "~/content/blog";
import type { Heading } from "~/lib/markdown.server";

/** A long post's sections, each a link to its heading. */
export function TableOfContents({ headings }: { headings: readonly Heading[] }) {
  if (headings.length < TOC_MIN_HEADINGS) return null;
  return (
    <nav aria-labelledby="post-toc-heading" className="rounded-xl border bg-card p-5">
      <h2 id="post-toc-heading" className="text-sm font-semibold tracking-wide uppercase">
        {blogCopy.contents}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="block py-1 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
