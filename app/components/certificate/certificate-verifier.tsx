import { ShieldCheck } from "lucide-react";
import * as React from "react";
import { CertificateCard } from "~/components/certificate/certificate-card";
import { ShareButton } from "~/components/certificate/share-button";
import { TamperPanel } from "~/components/certificate/tamper-panel";
import { VerificationStatus } from "~/components/certificate/verification-status";
import { Button } from "~/components/ui/button";
import { certificateBundle, certificateFiles } from "~/content/certificate";
import { pages } from "~/content/pages";
import type { CertificateFieldKey, CertificateFields } from "~/content/types";
import { verificationCopy } from "~/content/verification";
import { island } from "~/islands/island";
import { type BundleReport, bundleJson, checkBundle } from "~/lib/certificate-bundle";
import type { QrSealImage } from "~/lib/qr-seal.server";
import { absoluteUrl } from "~/lib/config";

const subscribe = () => () => {};

/** True only after hydration, so the verdict shown is always one this browser computed. */
function useIsClient() {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

const verifyPageUrl = absoluteUrl(pages.verify.path);
const signedJson = bundleJson(certificateBundle);

/**
 * The sample certificate, checked live while the visitor edits its fields. `builtReport` is the
 * check made when the page was built, used only to hold the result's space until this browser's own.
 */
export function CertificateVerifier({
  seal,
  builtReport,
}: {
  seal: QrSealImage;
  builtReport: BundleReport;
}) {
  const signed: CertificateFields = certificateBundle.fields;
  const [fields, setFields] = React.useState<CertificateFields>(signed);
  const isClient = useIsClient();
  const bundle = React.useMemo(() => ({ ...certificateBundle, fields }), [fields]);
  const report = React.useMemo(() => (isClient ? checkBundle(bundle) : null), [isClient, bundle]);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8">
      <VerificationStatus
        report={report ?? builtReport}
        pending={report === null}
        className="lg:col-span-2"
      />
      <CertificateCard
        bundle={bundle}
        seal={seal}
        publicKeyFile={certificateFiles.publicKey}
        actions={
          <>
            <ShareButton url={verifyPageUrl} bundle={signedJson} />
            <Button asChild variant="outline">
              <a href={pages.verify.path}>
                <ShieldCheck aria-hidden="true" />
                {verificationCopy.verifyYourOwn}
              </a>
            </Button>
          </>
        }
      />
      <TamperPanel
        fields={fields}
        tampered={fields !== signed}
        onFieldChange={(key: CertificateFieldKey, value: string) =>
          setFields((current) => ({ ...current, [key]: value }))
        }
        onReset={() => setFields(signed)}
      />
    </div>
  );
}

/** The sample's verifier as an island of the static /verify/demo page. */
export const CertificateVerifierIsland = island("certificate", CertificateVerifier);
