import { CircleCheck } from "lucide-react";
import { cn } from "~/lib/utils";
import { WholeCompounds } from "~/components/ui/whole-compounds";

export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul data-slot="check-list" className={cn("flex flex-col gap-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-ink" />
          <span>
            <WholeCompounds>{item}</WholeCompounds>
          </span>
        </li>
      ))}
    </ul>
  );
}
