import type * as React from "react";
import { CopyButton } from "~/components/ui/copy-button";
import { codeLines } from "~/lib/code-lines";
import { cn } from "~/lib/utils";

export type CodeSampleCopy = { copyLabel: string; copied: string; failed: string };

/**
 * A static code listing with a copy button, under a one-line header: its title, its format and the
 * button, the same in every listing, so listings side by side start their code at one height. A line
 * too long for the box wraps under its own text (a hanging indent), never back to column 0 and never
 * at a hyphen; the copied text is the code as written.
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
        "flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card shadow-xs",
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
      <pre className="flex-1 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap text-card-foreground sm:p-5 sm:text-[13px]">
        <code>
          {codeLines(code).map((line, index) => (
            <span
              key={index}
              className="block pl-(--hang) -indent-(--hang)"
              style={{ "--hang": `${line.indent + 2}ch` } as React.CSSProperties}
            >
              {line.parts.map((part, at) =>
                part.whole ? (
                  <span key={at} className="whitespace-nowrap">
                    {part.text}
                  </span>
                ) : (
                  part.text
                ),
              )}
            </span>
          ))}
        </code>
      </pre>
    </figure>
  );
}
