import type * as React from "react";
import { cn } from "~/lib/utils";

/** A multi-line field; `code` sets it in small monospace with more room, for pasted data. */
export function Textarea({
  code = false,
  className,
  ...props
}: React.ComponentProps<"textarea"> & { code?: boolean }) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "flex w-full rounded-md border border-input bg-background px-3 py-2 shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/25",
        code ? "min-h-44 font-mono text-xs" : "min-h-28 text-base md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
