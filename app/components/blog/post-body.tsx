/**
 * A post's HTML, rendered from its Markdown at build time, styled from here: the Markdown carries
 * no classes. Code blocks carry both themes' colours (`markdown.server.ts`); the dark ones apply
 * under `.dark`. Headings leave room for the sticky header when a contents link lands on them.
 */
const PROSE = [
  "text-lg leading-relaxed text-foreground/90",
  "[&>*+*]:mt-6 [&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-foreground",
  "[&_h3]:mt-10 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-foreground",
  "[&_a]:font-medium [&_a]:text-brand-ink [&_a]:underline [&_a]:underline-offset-4",
  "[&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ol,&_ul]:space-y-2 [&_ol,&_ul]:pl-6 [&_li]:marker:text-brand-ink",
  "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-muted [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:text-[0.9em]",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:border [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6",
  "dark:[&_.shiki]:bg-(--shiki-dark-bg)! dark:[&_.shiki]:text-(--shiki-dark)! dark:[&_.shiki_span]:text-(--shiki-dark)!",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-ink [&_blockquote]:pl-4 [&_blockquote]:italic",
].join(" ");

export function PostBody({ html }: { html: string }) {
  return <div data-slot="post-body" className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
