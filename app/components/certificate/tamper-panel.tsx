import { RotateCcw } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { CertificateFieldKey, CertificateFields } from "~/content/types";
import { certificateFieldLabels, verificationCopy } from "~/content/verification";

const copy = verificationCopy.tamper;

export function TamperPanel({
  fields,
  tampered,
  onFieldChange,
  onReset,
}: {
  fields: CertificateFields;
  tampered: boolean;
  onFieldChange: (key: CertificateFieldKey, value: string) => void;
  onReset: () => void;
}) {
  const entries = Object.entries(certificateFieldLabels) as [CertificateFieldKey, string][];
  return (
    <section aria-labelledby="tamper-heading" className="rounded-2xl border bg-card p-6">
      <h2 id="tamper-heading" className="text-lg font-semibold">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{copy.description}</p>
      <div className="mt-4 space-y-3">
        {entries.map(([key, label]) => (
          <div key={key}>
            <label htmlFor={`tamper-${key}`} className="text-sm font-medium">
              {label}
            </label>
            <input
              id={`tamper-${key}`}
              value={fields[key]}
              onChange={(event) => onFieldChange(key, event.target.value)}
              spellCheck={false}
              className="mt-1 block h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
            />
          </div>
        ))}
      </div>
      <Button
        type="button"
        variant="outline"
        className="mt-5"
        disabled={!tampered}
        onClick={onReset}
      >
        <RotateCcw aria-hidden="true" />
        {copy.reset}
      </Button>
    </section>
  );
}
