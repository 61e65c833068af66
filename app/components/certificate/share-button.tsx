import { Share2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { SHARE_BUNDLE_ATTRIBUTE } from "~/components/certificate/share-link";
import { verificationCopy } from "~/content/verification";

const copy = verificationCopy.share;

/**
 * Shares a self-verifying link: the system share sheet where there is one, else the clipboard. The
 * page's actions script (`page-actions.ts`) runs it, so it answers the first tap, in static markup
 * and in a hydrated verifier alike. With `bundle` (the certificate's JSON, `bundleJson`), `url` is
 * the verifier's address and the page's script adds the certificate (`share-link.ts`).
 */
export function ShareButton({ url, bundle }: { url: string; bundle?: string }) {
  return (
    <Button
      type="button"
      variant="outline"
      data-action="share"
      data-url={url}
      {...{ [SHARE_BUNDLE_ATTRIBUTE]: bundle }}
      data-title={copy.title}
      data-done={copy.copied}
      data-failed={copy.failed}
    >
      <Share2 aria-hidden="true" />
      {copy.label}
    </Button>
  );
}
