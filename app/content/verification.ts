import type { CertificateFieldKey } from "~/lib/certificate";

/** Copy for /verify/demo; the signed certificate itself is generated into certificate.ts. */
export const verificationCopy = {
  heading: "Sample proof-of-human certificate",
  description:
    "This is a real Fabric Trust certificate, signed with a demo key. Your browser checks its signature below; change any field and watch the check fail.",
  certificateLabel: "Fabric Trust certificate",
  certificateHeading: "Certificate of human participation",
  hashLabel: "Verification hash (SHA-256)",
  signatureLabel: "Digital signature (ECDSA, DER)",
  publicKeyLabel: "Public key",
  algorithmNote: "Can be verified with ECDSA secp256k1 using the public key above.",
  copyHash: "Copy full hash",
  copied: "Full hash copied to the clipboard",
  copyFailed: "Copying failed: select the hash to copy it",
  sealLabel: "QR seal: scan to open this certificate at {url}",
  status: {
    heading: "Verification",
    pending: "Verifying in your browser…",
    valid: "Signature valid",
    invalid: "Signature invalid",
    validDetail: "This certificate is exactly what the holder of the key signed.",
    invalidDetail: "The certificate no longer matches what was signed.",
    checks: {
      canonical: "Rebuilt the canonical JSON of the {fields} signed fields ({bytes} bytes)",
      hashMatch: "Its SHA-256 matches the certificate's verification hash",
      hashMismatch: "Its SHA-256 ({hash}) differs from the certificate's verification hash",
      signatureValid: "The ECDSA secp256k1 signature over that hash verifies with the public key",
      signatureInvalid: "The ECDSA secp256k1 signature does not verify for this content",
    },
  },
  tamper: {
    heading: "Try to tamper",
    description:
      "Edit any field. The hash is recomputed and the signature checked again as you type.",
    reset: "Reset to the signed certificate",
  },
  offline: {
    heading: "Verify it yourself, offline",
    description: [
      "The certificate's fields are serialised as canonical JSON (RFC 8785: keys sorted, no whitespace, UTF-8) and those exact bytes are hashed with SHA-256; the signature is ECDSA on secp256k1 over that hash, DER-encoded.",
      'Download the three files below and run this command with OpenSSL; it prints "Verified OK". Change a single byte of the certificate file and it prints "Verification failure". sha256sum on the certificate file prints the verification hash shown above.',
    ],
    command:
      "openssl dgst -sha256 -verify fabric-demo-public-key.pem -signature fabric-demo-certificate.sig fabric-demo-certificate.json",
    downloads: {
      publicKey: "Public key (.pem)",
      data: "Certificate bytes (.json)",
      signature: "Signature (.sig, DER)",
    },
    demoKeyNote:
      "This certificate is signed with a demonstration key. Production certificates are signed with keys held in hardware security modules and can be anchored on a public blockchain.",
  },
} as const;

/** How each signed field is labelled, in display order. */
export const certificateFieldLabels = {
  certificateId: "Certificate ID",
  date: "Date",
  taskType: "Task type",
  humanInvolvement: "Human involvement",
  participant: "Participant",
  confirmation: "Confirmation",
  workflow: "Workflow",
  issuer: "Issued by",
} as const satisfies Record<CertificateFieldKey, string>;
