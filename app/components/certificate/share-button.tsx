import { Share2 } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import { verificationCopy } from "~/content/verification";

const copy = verificationCopy.share;

/** Shares a self-verifying link: the system share sheet where there is one, else the clipboard. */
export function ShareButton({ url }: { url: string }) {
  const [status, setStatus] = React.useState<"idle" | "copied" | "failed">("idle");
  async function share() {
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title: copy.title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError")) setStatus("failed");
    }
  }
  return (
    <>
      <Button type="button" variant="outline" onClick={share}>
        <Share2 aria-hidden="true" />
        {copy.label}
      </Button>
      <span role="status" className="sr-only">
        {status === "copied" ? copy.copied : status === "failed" ? copy.failed : ""}
      </span>
    </>
  );
}
