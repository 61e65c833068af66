import type { PrivacySection } from "~/content/privacy";

/** The contents' id: the "Contents" links point at it, and the page's script marks its entries. */
export const PRIVACY_TOC_ID = "contents";

/**
 * The notice's contents: a list at the top on phones; from `lg` a sidebar that stays on screen,
 * with its own scroll when it is taller than the viewport. The page's script (toc-spy.ts) marks
 * the section being read.
 */
export function PrivacyToc({
  heading,
  sections,
}: {
  heading: string;
  sections: readonly PrivacySection[];
}) {
  return (
    <nav
      id={PRIVACY_TOC_ID}
      aria-labelledby="privacy-toc-heading"
      data-slot="privacy-toc"
      className="rounded-xl border bg-card p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:overscroll-contain"
    >
      <h2 id="privacy-toc-heading" className="text-sm font-semibold tracking-wide uppercase">
        {heading}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded-r-sm border-l-2 border-transparent py-1 pl-3 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline aria-[current=location]:border-brand-ink aria-[current=location]:font-medium aria-[current=location]:text-foreground"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
