import { certificateProof } from "./certificate-proof";
import type { CertificateBundle, CertificateFields } from "./types";

/**
 * The sample Trust certificate shown at /verify/demo: a human approval inside an agent's credit
 * workflow. Change a field, then `npm run certificate:sign` signs it again (./certificate-proof.ts
 * and the files under public/verify/).
 */
export const certificateFields = {
  certificateId: "FAB-DEMO-2024-0117-4Q7K",
  date: "2024-01-17T14:32:08Z",
  taskType: "Validation: credit-limit increase approval",
  humanInvolvement:
    "A credit analyst reviewed the agent's recommendation, lowered the proposed limit and approved it",
  participant: "Verified reviewer #48213 (biometric check passed)",
  confirmation: "Security key (FIDO2) touch",
  workflow: "Northwind Lending / credit-ops-agent v3",
  issuer: "Fabric Trust demo signing key",
} satisfies CertificateFields;

export { certificateProof };

export const certificateBundle = {
  version: 1,
  fields: certificateFields,
  ...certificateProof,
} as const satisfies CertificateBundle;

/** Files under public/verify/: the public key, the exact signed bytes, the DER signature and the bundle. */
export const certificateFiles = {
  publicKey: "/verify/fabric-demo-public-key.pem",
  data: "/verify/fabric-demo-certificate.json",
  signature: "/verify/fabric-demo-certificate.sig",
  bundle: "/verify/fabric-demo-certificate.fabric-cert.json",
} as const;
