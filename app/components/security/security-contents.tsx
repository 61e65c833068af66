import type { SecuritySectionCopy } from "~/content/security";

/** The page's parts as links, under its heading. */
export function SecurityContents({
  label,
  sections,
}: {
  label: string;
  sections: readonly SecuritySectionCopy[];
}) {
  return (
    <nav aria-label={label} className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
      <ul className="flex flex-wrap justify-center gap-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-block rounded-full border px-3 py-1.5 text-sm text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
