import type { SecuritySectionCopy } from "~/content/security";

/**
 * The page's parts as links, under its heading: in even rows (two, then three across), so no chip
 * is left alone on a row of its own.
 */
export function SecurityContents({
  label,
  sections,
}: {
  label: string;
  sections: readonly SecuritySectionCopy[];
}) {
  return (
    <nav aria-label={label} className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
      <ul className="mx-auto grid max-w-4xl grid-cols-2 gap-2 md:grid-cols-3">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex h-full items-center justify-center rounded-xl border px-3 py-1.5 text-center text-sm text-balance text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
