import { Check, Copy } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * Copies a value and says so. It needs no React in the browser: the page's actions script
 * (`page-actions.ts`) copies on the first tap, marks the button `data-state="done"` (its tick
 * follows in CSS) and writes the message in the page's live region.
 */
export function CopyButton({
  value,
  label,
  copiedMessage,
  failedMessage,
}: {
  value: string;
  label: string;
  copiedMessage: string;
  failedMessage: string;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      data-action="copy"
      data-value={value}
      data-done={copiedMessage}
      data-failed={failedMessage}
      className="group/copy"
    >
      <Copy aria-hidden="true" className="group-data-[state=done]/copy:hidden" />
      <Check aria-hidden="true" className="hidden group-data-[state=done]/copy:block" />
      {label}
    </Button>
  );
}
