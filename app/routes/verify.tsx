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
        <p className="mt-4 flex max-w-2xl items-start gap-2 text-left text-sm text-muted-foreground">
          <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {verifierCopy.privacy}
        </p>
      </PageHeader>
      <BundleVerifierIsland />
      <SigningKeyList />
    </>
  );
}
