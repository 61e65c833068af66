import { CopyButton } from "~/components/ui/copy-button";
import { cn } from "~/lib/utils";

export type CodeSampleCopy = { copyLabel: string; copied: string; failed: string };

/**
 * A static code listing with a copy button. Long lines wrap instead of scrolling, so nothing is
 * cut off at phone widths; the copied text keeps its own line breaks.
 */
export function CodeSample({
  label,
  code,
  messages,
  className,
}: {
  label: string;
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
      <figcaption className="flex items-center justify-between gap-3 border-b py-2 pr-2 pl-4 text-sm font-medium text-muted-foreground sm:pl-5">
        {label}
        <CopyButton
          value={code}
          label={messages.copyLabel}
          copiedMessage={messages.copied}
          failedMessage={messages.failed}
        />
      </figcaption>
      <pre className="flex-1 p-4 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-card-foreground sm:p-5 sm:text-[13px]">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
