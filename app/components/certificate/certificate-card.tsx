import { BadgeCheck, Download } from "lucide-react";
import { CopyButton } from "~/components/certificate/copy-button";
import { QrSeal } from "~/components/certificate/qr-seal";
import { certificateFiles, certificateProof } from "~/content/certificate";
import { certificateFieldLabels, verificationCopy as copy } from "~/content/verification";
import { type CertificateFields, formatCertificateDate, truncateMiddle } from "~/lib/certificate";
import type { QrSeal as QrSealData } from "~/lib/qr-seal.server";

const publicKeyFileName = certificateFiles.publicKey.split("/").pop();

export function CertificateCard({ fields, seal }: { fields: CertificateFields; seal: QrSealData }) {
  const entries = Object.entries(certificateFieldLabels) as [keyof CertificateFields, string][];
  return (
    <article
      aria-labelledby="certificate-heading"
      data-slot="certificate-card"
      className="rounded-2xl border-2 border-brand/70 bg-card p-6 shadow-sm sm:p-8 lg:self-start"
    >
      <div className="flex flex-col-reverse items-start justify-between gap-6 sm:flex-row">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-ink uppercase">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {copy.certificateLabel}
          </p>
          <h2 id="certificate-heading" className="mt-2 text-2xl font-bold tracking-tight">
            {copy.certificateHeading}
          </h2>
        </div>
        <QrSeal seal={seal} label={copy.sealLabel.replace("{url}", seal.url)} />
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        {entries.map(([key, label]) => (
          <div key={key} className={key === "humanInvolvement" ? "sm:col-span-2" : undefined}>
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {label}
            </dt>
            <dd className="mt-1 break-words" data-field={key}>
              {key === "date" ? formatCertificateDate(fields[key]) : fields[key]}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="mt-6 space-y-4 border-t pt-6 text-sm">
        <div>
          <dt className="font-semibold">{copy.hashLabel}</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-3">
            <code className="rounded bg-muted px-2 py-1 font-mono">
              {truncateMiddle(certificateProof.hash)}
            </code>
            <CopyButton
              value={certificateProof.hash}
              label={copy.copyHash}
              copiedMessage={copy.copied}
              failedMessage={copy.copyFailed}
            />
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{copy.signatureLabel}</dt>
          <dd className="mt-1">
            <code className="rounded bg-muted px-2 py-1 font-mono">
              {truncateMiddle(certificateProof.signature)}
            </code>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{copy.publicKeyLabel}</dt>
          <dd className="mt-1">
            <a
              href={certificateFiles.publicKey}
              download
              className="inline-flex items-center gap-1.5 rounded-sm font-mono text-brand-ink underline underline-offset-4"
            >
              <Download aria-hidden="true" className="size-4" />
              {publicKeyFileName}
            </a>
          </dd>
        </div>
      </dl>
      <p className="mt-6 text-sm text-muted-foreground">{copy.algorithmNote}</p>
    </article>
  );
}
