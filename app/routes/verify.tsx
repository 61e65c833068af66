import { LockKeyhole } from "lucide-react";
import { BundleVerifierIsland } from "~/components/certificate/bundle-verifier";
import { SigningKeyList } from "~/components/certificate/signing-key-list";
import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { verifierCopy } from "~/content/verification";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.verify);

export default function VerifyPage() {
  return (
    <>
      <PageHeader>
        <PageHeaderHeading>{verifierCopy.heading}</PageHeaderHeading>
        <PageHeaderDescription>{verifierCopy.description}</PageHeaderDescription>
        {/* Centred under the lede, the lock in its first line, as a left-aligned note read as a stray block at 390 px. */}
        <p className="mt-4 max-w-2xl text-sm text-balance text-muted-foreground">
          <LockKeyhole aria-hidden="true" className="mr-1.5 inline size-4 align-[-0.1875em]" />
          {verifierCopy.privacy}
        </p>
      </PageHeader>
      <BundleVerifierIsland />
      <SigningKeyList />
    </>
  );
}
