import { cn } from "~/lib/utils";

/** A static code listing; plain text on the card colour, readable in both themes without a highlighter. */
export function CodeSample({
  label,
  code,
  className,
}: {
  label: string;
  code: string;
  className?: string;
}) {
  return (
    <figure data-slot="code-sample" className={cn("min-w-0", className)}>
      <figcaption className="mb-2 text-sm font-medium text-muted-foreground">{label}</figcaption>
      {/* Focusable so keyboard users can scroll long lines on small screens. */}
      <pre
        tabIndex={0}
        className="overflow-x-auto rounded-xl border bg-card p-4 font-mono text-xs leading-relaxed text-card-foreground shadow-xs sm:p-5 sm:text-[13px]"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
