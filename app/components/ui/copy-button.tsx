import { Check, Copy } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import { island } from "~/islands/island";

/** Copies a value and says so in a polite live region. */
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
  const [status, setStatus] = React.useState<"idle" | "copied" | "failed">("idle");
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={copy}>
        {status === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {label}
      </Button>
      <span role="status" className="sr-only">
        {status === "copied" ? copiedMessage : status === "failed" ? failedMessage : ""}
      </span>
    </>
  );
}

/** The copy button as an island of a static page. */
export const CopyIsland = island("copy", CopyButton);
