import * as React from "react";
import { CertificateCard } from "~/components/certificate/certificate-card";
import { TamperPanel } from "~/components/certificate/tamper-panel";
import { VerificationStatus } from "~/components/certificate/verification-status";
import { certificateFields, certificateProof } from "~/content/certificate";
import {
  type CertificateFieldKey,
  type CertificateFields,
  verifyCertificate,
} from "~/lib/certificate";
import type { QrSeal } from "~/lib/qr-seal.server";

const subscribe = () => () => {};

/** True only after hydration, so the verdict shown is always one this browser computed. */
function useIsClient() {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export function CertificateVerifier({ seal }: { seal: QrSeal }) {
  const [fields, setFields] = React.useState<CertificateFields>(certificateFields);
  const isClient = useIsClient();
  const result = React.useMemo(
    () => (isClient ? verifyCertificate(fields, certificateProof) : null),
    [isClient, fields],
  );
  const tampered = fields !== certificateFields;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8">
      <CertificateCard fields={fields} seal={seal} />
      <div className="space-y-6">
        <VerificationStatus result={result} fieldCount={Object.keys(fields).length} />
        <TamperPanel
          fields={fields}
          tampered={tampered}
          onFieldChange={(key: CertificateFieldKey, value: string) =>
            setFields((current) => ({ ...current, [key]: value }))
          }
          onReset={() => setFields(certificateFields)}
        />
      </div>
    </div>
  );
}
