import * as React from "react";
import { useCurrentSection } from "~/components/privacy/use-current-section";
import type { PrivacySection } from "~/content/privacy";
import { cn } from "~/lib/utils";

/**
 * The notice's contents: a list at the top on phones; from `lg` a sidebar that stays on screen,
 * with its own scroll when it is taller than the viewport, marking the section being read.
 */
export function PrivacyToc({
  heading,
  sections,
}: {
  heading: string;
  sections: readonly PrivacySection[];
}) {
  const ids = React.useMemo(() => sections.map((section) => section.id), [sections]);
  const current = useCurrentSection(ids);
  const nav = React.useRef<HTMLElement>(null);

  // Keep the marked entry inside the sidebar's own scroll, without moving the page.
  React.useEffect(() => {
    const box = nav.current;
    const link = box?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!box || !link || box.scrollHeight <= box.clientHeight) return;
    const top = link.offsetTop - box.clientTop;
    if (top < box.scrollTop || top + link.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = top - box.clientHeight / 2;
    }
  }, [current]);

  return (
    <nav
      ref={nav}
      id="contents"
      aria-labelledby="privacy-toc-heading"
      data-slot="privacy-toc"
      className="rounded-xl border bg-card p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:overscroll-contain"
    >
      <h2 id="privacy-toc-heading" className="text-sm font-semibold tracking-wide uppercase">
        {heading}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((section) => {
          const isCurrent = section.id === current;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={isCurrent ? "location" : undefined}
                className={cn(
                  "block rounded-r-sm border-l-2 py-1 pl-3 underline-offset-4 hover:text-foreground hover:underline",
                  isCurrent
                    ? "border-brand-ink font-medium text-foreground"
                    : "border-transparent text-muted-foreground",
                )}
              >
                {section.heading}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
