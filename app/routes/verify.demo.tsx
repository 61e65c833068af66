import { CertificateVerifierIsland } from "~/components/certificate/certificate-verifier";
import { OfflineVerification } from "~/components/certificate/offline-verification";
import { SampleCheckScript } from "~/components/certificate/sample-check";
import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from "~/components/sections/page-header";
import { certificateBundle } from "~/content/certificate";
import { pages } from "~/content/pages";
import { verificationCopy } from "~/content/verification";
import { checkBundle } from "~/lib/certificate-bundle";
import { demoSealImage } from "~/lib/qr-seal.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/verify.demo";

export const meta = () => seo(pages.verifyDemo);

/** Runs at build time (prerender): the QR encoder never reaches the browser. */
export function loader() {
  return {
    seal: demoSealImage(),
    builtReport: checkBundle(certificateBundle),
  };
}

const [headingStart, headingEnd] = verificationCopy.heading.split(
  verificationCopy.headingKeepTogether,
);

export default function VerifyDemoPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader>
        <PageHeaderHeading>
          {headingStart}
          <span className="whitespace-nowrap">{verificationCopy.headingKeepTogether}</span>
          {headingEnd}
        </PageHeaderHeading>
        <PageHeaderDescription>{verificationCopy.description}</PageHeaderDescription>
      </PageHeader>
      <CertificateVerifierIsland seal={loaderData.seal} builtReport={loaderData.builtReport} />
      <OfflineVerification />
      <SampleCheckScript />
    </>
  );
}
