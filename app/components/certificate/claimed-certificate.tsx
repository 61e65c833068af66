import { CertificateFields } from "~/components/certificate/certificate-fields";
import type { CertificateBundle } from "~/content/types";
import { claimedCertificateCopy as copy } from "~/content/verification";

/**
 * A bundle Fabric did not issue (unknown key, or a signature that fails): its fields shown as what
 * the file claims, in a plain box, with nothing of Fabric's brand and no link to share, so a forger
 * cannot borrow the site to vouch for it.
 */
export function ClaimedCertificate({ bundle }: { bundle: CertificateBundle }) {
  return (
    <article
      aria-labelledby="claimed-certificate-heading"
      data-slot="claimed-certificate"
      className="min-w-0 rounded-2xl border bg-card p-6"
    >
      <h2 id="claimed-certificate-heading" className="text-lg font-semibold">
        {copy.heading}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{copy.note}</p>
      <CertificateFields fields={bundle.fields} labels={copy.labels} />
    </article>
  );
}
