import * as React from "react";
import { CertificateCard } from "~/components/certificate/certificate-card";
import { ClaimedCertificate } from "~/components/certificate/claimed-certificate";
import { CertificateInput } from "~/components/certificate/certificate-input";
import { ShareButton } from "~/components/certificate/share-button";
import { VerificationStatus } from "~/components/certificate/verification-status";
import { certificateBundle } from "~/content/certificate";
import { pages } from "~/content/pages";
import type { CertificateBundle } from "~/content/types";
import { verifierCopy } from "~/content/verification";
import { island } from "~/islands/island";
import { useLocationHash } from "~/islands/use-location-hash";
import {
  type BundleReport,
  MAX_BUNDLE_BYTES,
  type Parsed,
  bundleJson,
  checkBundle,
  decodeBundleFragment,
  parseBundleText,
  tooLarge,
  verifyLink,
} from "~/lib/certificate-bundle";
import { namesElement } from "~/lib/fragment";
import { absoluteUrl } from "~/lib/config";

type Outcome =
  | { kind: "empty" }
  | { kind: "error"; message: string }
  | { kind: "checked"; bundle: CertificateBundle; report: BundleReport };

function outcomeOf(parsed: Parsed<CertificateBundle>): Outcome {
  if (!parsed.ok) return { kind: "error", message: parsed.error };
  return { kind: "checked", bundle: parsed.value, report: checkBundle(parsed.value) };
}

const verifyPageUrl = absoluteUrl(pages.verify.path);

/** Checks any certificate bundle in the browser; nothing it is given is sent anywhere. */
export function BundleVerifier() {
  const hash = useLocationHash();
  const [text, setText] = React.useState("");
  const [outcome, setOutcome] = React.useState<Outcome>({ kind: "empty" });
  const resultRef = React.useRef<HTMLDivElement>(null);

  // Bring each new result into view (it sits below the input, off screen on a phone) and give it
  // focus, so keyboard and screen-reader users land on it too. The region is not a control, so it
  // draws no focus ring.
  React.useEffect(() => {
    if (outcome.kind !== "empty") resultRef.current?.focus();
  }, [outcome]);

  function verifyText(value: string) {
    setText(value);
    setOutcome(outcomeOf(parseBundleText(value)));
  }

  React.useEffect(() => {
    // A fragment naming a part of the page (the key list) is a place, not a certificate.
    if (hash.length <= 1 || namesElement(document, hash)) return;
    const decoded = decodeBundleFragment(hash);
    if (!decoded.ok) {
      setOutcome({ kind: "error", message: decoded.error });
      return;
    }
    const parsed = parseBundleText(decoded.value);
    setText(parsed.ok ? bundleJson(parsed.value, 2) : decoded.value);
    setOutcome(outcomeOf(parsed));
  }, [hash]);

  async function verifyFile(file: File) {
    if (file.size > MAX_BUNDLE_BYTES) {
      setOutcome({ kind: "error", message: tooLarge(file.size).error });
      return;
    }
    verifyText(await file.text());
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 sm:px-6 lg:px-8">
      <CertificateInput
        text={text}
        onTextChange={setText}
        onVerify={() => verifyText(text)}
        onFile={(file) => void verifyFile(file)}
        onSample={() => verifyText(bundleJson(certificateBundle, 2))}
        invalid={outcome.kind === "error"}
      />
      <div
        ref={resultRef}
        tabIndex={-1}
        role="region"
        aria-label={verifierCopy.resultLabel}
        className="grid scroll-mt-24 gap-8 outline-none empty:hidden"
      >
        {outcome.kind === "error" ? (
          <div role="alert" className="rounded-2xl border-2 border-brand-ink/60 bg-card p-6">
            <h2 className="text-lg font-semibold text-brand-ink">{verifierCopy.errorHeading}</h2>
            <p className="mt-2 break-words">{outcome.message}</p>
          </div>
        ) : null}
        {outcome.kind === "checked" ? (
          <>
            <VerificationStatus report={outcome.report} />
            {outcome.report.verdict === "fabric" ? (
              <CertificateCard
                bundle={outcome.bundle}
                actions={<ShareButton url={verifyLink(outcome.bundle, verifyPageUrl)} />}
              />
            ) : (
              <ClaimedCertificate bundle={outcome.bundle} />
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The verifier as an island of the static /verify page; a link's fragment holds a certificate, so
 * an address with one hydrates it as the page loads.
 */
export const BundleVerifierIsland = island("verifier", BundleVerifier, { startsWith: "hash" });
