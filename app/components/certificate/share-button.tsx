import { Share2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { verificationCopy } from "~/content/verification";

const copy = verificationCopy.share;

/**
 * Shares a self-verifying link: the system share sheet where there is one, else the clipboard. The
 * page's actions script (`page-actions.ts`) runs it, so it answers the first tap, in static markup
 * and in a hydrated verifier alike.
 */
export function ShareButton({ url }: { url: string }) {
  return (
    <Button
      type="button"
      variant="outline"
      data-action="share"
      data-url={url}
      data-title={copy.title}
      data-done={copy.copied}
      data-failed={copy.failed}
    >
      <Share2 aria-hidden="true" />
      {copy.label}
    </Button>
  );
}
