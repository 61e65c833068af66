import type { Practice } from "~/content/security";
import { cn } from "~/lib/utils";
import { ProseLink } from "./security-section";
import { WholeCompounds } from "~/components/ui/whole-compounds";

/** Short statements with their evidence: a title, a paragraph and where to check it. */
export function PracticeList({
  practices,
  className,
}: {
  practices: readonly Practice[];
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-4 md:grid-cols-3", className)}>
      {practices.map((practice) => (
        <li key={practice.title} className="flex flex-col rounded-2xl border bg-card p-6">
          <h3 className="font-semibold">{practice.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">
            <WholeCompounds>{practice.text}</WholeCompounds>
          </p>
          {practice.link ? (
            <p className="mt-4 text-sm">
              <ProseLink href={practice.link.href}>{practice.link.label}</ProseLink>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
