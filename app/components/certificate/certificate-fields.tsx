import { certificateFieldLabels } from "~/content/verification";
import type { CertificateFields as Fields } from "~/content/types";
import { formatCertificateDate } from "~/lib/certificate";

const entries = Object.entries(certificateFieldLabels) as [keyof Fields, string][];

/** A certificate's signed fields, as text: whatever a bundle holds is never markup. */
export function CertificateFields({
  fields,
  labels = certificateFieldLabels,
}: {
  fields: Fields;
  labels?: Record<keyof Fields, string>;
}) {
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2">
      {entries.map(([key]) => (
        <div key={key} className={key === "humanInvolvement" ? "sm:col-span-2" : undefined}>
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {labels[key]}
          </dt>
          <dd className="mt-1 break-words" data-field={key}>
            {key === "date" ? formatCertificateDate(fields[key]) : fields[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
