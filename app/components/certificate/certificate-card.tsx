import { BadgeCheck, Download } from "lucide-react";
import type * as React from "react";
import { CopyButton } from "~/components/ui/copy-button";
import { CertificateFields } from "~/components/certificate/certificate-fields";
import { QrSeal } from "~/components/certificate/qr-seal";
import type { CertificateBundle } from "~/content/types";
import { verificationCopy as copy } from "~/content/verification";
import { truncateMiddle } from "~/lib/certificate";
import type { QrSealImage } from "~/lib/qr-seal.server";

function ProofItem({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-3">{children}</dd>
    </div>
  );
}

/**
 * A certificate's fields and proof. `publicKeyFile` links the key's PEM; without it the key is
 * shown as hex. `seal` is the QR code of the certificate's self-verifying link.
 */
export function CertificateCard({
  bundle,
  seal,
  publicKeyFile,
  actions,
}: {
  bundle: CertificateBundle;
  seal?: QrSealImage;
  publicKeyFile?: string;
  actions?: React.ReactNode;
}) {
  return (
    <article
      aria-labelledby="certificate-heading"
      data-slot="certificate-card"
      className="min-w-0 rounded-2xl border-2 border-brand/70 bg-card p-6 elevation-sm sm:p-8"
    >
      <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-ink uppercase">
        <BadgeCheck aria-hidden="true" className="size-4" />
        {copy.certificateLabel}
      </p>
      <h2 id="certificate-heading" className="mt-2 text-2xl font-bold tracking-tight">
        {copy.certificateHeading}
      </h2>
      <CertificateFields fields={bundle.fields} />
      <div className="mt-6 flex flex-col gap-6 border-t pt-6 sm:flex-row sm:items-start sm:justify-between">
        <dl className="min-w-0 space-y-4 text-sm">
          <ProofItem label={copy.hashLabel}>
            <code className="rounded bg-muted px-2 py-1 font-mono">
              {truncateMiddle(bundle.hash)}
            </code>
            <CopyButton
              value={bundle.hash}
              label={copy.copyHash}
              copiedMessage={copy.copied}
              failedMessage={copy.copyFailed}
            />
          </ProofItem>
          <ProofItem label={copy.signatureLabel}>
            <code className="rounded bg-muted px-2 py-1 font-mono">
              {truncateMiddle(bundle.signature)}
            </code>
          </ProofItem>
          <ProofItem label={copy.publicKeyLabel}>
            {publicKeyFile ? (
              <a
                href={publicKeyFile}
                download
                className="inline-flex items-center gap-1.5 rounded-sm font-mono text-brand-ink underline underline-offset-4"
              >
                <Download aria-hidden="true" className="size-4" />
                {publicKeyFile.split("/").pop()}
              </a>
            ) : (
              <code className="rounded bg-muted px-2 py-1 font-mono">
                {truncateMiddle(bundle.publicKey)}
              </code>
            )}
          </ProofItem>
        </dl>
        {seal ? <QrSeal seal={seal} label={copy.sealLabel} /> : null}
      </div>
      <p className="mt-6 text-sm text-muted-foreground">{copy.algorithmNote}</p>
      {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
    </article>
  );
}
