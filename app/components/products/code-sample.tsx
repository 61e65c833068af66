import type * as React from "react";
import { CopyButton } from "~/components/ui/copy-button";
import { cn } from "~/lib/utils";

export type CodeSampleCopy = { copyLabel: string; copied: string; failed: string };

/**
 * A static code listing with a copy button, under a one-line header: its title, its format and the
 * button, the same in every listing, so listings side by side start their code at one height. Code
 * keeps its lines as written: a line too long for the box scrolls sideways (the listing takes focus,
 * so a keyboard scrolls it too), and never wraps in the middle of a string.
 */
export function CodeSample({
  title,
  format,
  code,
  messages,
  className,
}: {
  title: string;
  format: string;
  code: string;
  messages: CodeSampleCopy;
  className?: string;
}) {
  return (
    <figure
      data-slot="code-sample"
      className={cn(
        "flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card elevation-xs",
        className,
      )}
    >
      <figcaption className="flex h-12 items-center gap-3 border-b pr-2 pl-4 text-sm sm:pl-5">
        <span className="mr-auto min-w-0 truncate font-medium text-foreground">{title}</span>
        <span className="shrink-0 rounded-md bg-muted px-2 py-0.5 font-mono text-xs text-muted-foreground max-sm:hidden">
          {format}
        </span>
        <CopyButton
          value={code}
          label={messages.copyLabel}
          copiedMessage={messages.copied}
          failedMessage={messages.failed}
        />
      </figcaption>
      <pre
        // Focusable, so a keyboard can scroll a line that runs past the box; its edges show it.
        tabIndex={0}
        aria-label={title}
        data-scroll-cue
        className="flex-1 overflow-x-auto scroll-cue-x p-4 font-mono text-xs leading-relaxed whitespace-pre text-card-foreground focus-visible:-outline-offset-2 sm:p-5 sm:text-[13px]"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
