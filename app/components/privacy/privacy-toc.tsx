import type { PrivacySection } from "~/content/privacy";

export function PrivacyToc({
  heading,
  sections,
}: {
  heading: string;
  sections: readonly PrivacySection[];
}) {
  return (
    <nav
      id="contents"
      aria-labelledby="privacy-toc-heading"
      data-slot="privacy-toc"
      className="rounded-xl border bg-card p-5 lg:sticky lg:top-24"
    >
      <h2 id="privacy-toc-heading" className="text-sm font-semibold tracking-wide uppercase">
        {heading}
      </h2>
      <ol className="mt-3 space-y-1.5 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded-sm py-0.5 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
