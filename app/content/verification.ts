import type { CertificateFieldKey } from "./types";

/** Copy for /verify and /verify/demo; the signed certificate itself is generated into certificate.ts. */
export const verificationCopy = {
  heading: "Sample proof-of-human certificate",
  /** Kept on one line: a break inside it reads as "proof-of- / human". */
  headingKeepTogether: "proof-of-human",
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
  sealLabel: "QR seal: scan to check this certificate in Fabric's verifier",
  verifyYourOwn: "Verify a certificate you received",
  share: {
    label: "Share",
    title: "Fabric Trust certificate",
    copied: "Link copied. Whoever opens it sees this certificate verified in their browser.",
    failed: "Sharing failed: copy the address from the verifier instead",
  },
  status: {
    heading: "Verification",
    pending: "Verifying in your browser…",
    valid: "Signature valid",
    invalid: "Signature invalid",
    /** Said first, so no part of the verdict reads as Fabric vouching for the file. */
    unknownSigner: "Not issued by Fabric: signed by an unknown key",
    signedByFabric: "Signed by Fabric",
    demoKey: "demo key",
    validDetail: "This certificate is exactly what the holder of the key signed.",
    invalidDetail: "The certificate no longer matches what was signed.",
    unknownSignerDetail:
      "The certificate is intact and was signed with the key it carries, but that key is not on Fabric's published list of signing keys, so Fabric did not issue it.",
    checks: {
      canonical: "Rebuilt the canonical JSON of the {fields} signed fields ({bytes} bytes)",
      hashMatch: "Its SHA-256 matches the certificate's verification hash",
      hashMismatch: "Its SHA-256 ({hash}) differs from the certificate's verification hash",
      signatureValid: "The ECDSA secp256k1 signature over that hash verifies with the public key",
      signatureInvalid: "The ECDSA secp256k1 signature does not verify for this content",
      keyKnown: "Key fingerprint {fingerprint} is on Fabric's published list: {label}",
      keyUnknown: "Key fingerprint {fingerprint} is not on Fabric's published list",
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
      'Download the public key, the certificate bytes and the signature below and run this command with OpenSSL; it prints "Verified OK". Change a single byte of the certificate file and it prints "Verification failure". sha256sum on the certificate file prints the verification hash shown above.',
    ],
    command: [
      "openssl dgst -sha256 \\",
      "  -verify fabric-demo-public-key.pem \\",
      "  -signature fabric-demo-certificate.sig \\",
      "  fabric-demo-certificate.json",
    ].join("\n"),
    commandLabel: "OpenSSL command",
    copyCommand: "Copy command",
    commandCopied: "Command copied to the clipboard",
    commandCopyFailed: "Copying failed: select the command to copy it",
    downloads: {
      publicKey: "Public key (.pem)",
      data: "Certificate bytes (.json)",
      signature: "Signature (.sig, DER)",
      bundle: "Whole certificate (.fabric-cert.json)",
    },
    demoKeyNote:
      "This certificate is signed with a demonstration key. Production certificates are signed with keys held in hardware security modules and can be anchored on a public blockchain.",
  },
} as const;

/** Copy for /verify, the verifier for any certificate. */
export const verifierCopy = {
  heading: "Verify a Fabric Trust certificate",
  description:
    "Paste a certificate, drop its .fabric-cert.json file or open its link. Your browser rebuilds the signed bytes, checks the signature and tells you who signed it.",
  privacy:
    "Nothing leaves your browser: the check runs on this page, nothing is uploaded, and a certificate link carries it after the #, a part of the address browsers never send to a server.",
  input: {
    heading: "Your certificate",
    textLabel: "Certificate (JSON)",
    // A key a line, as the file lays it out: on one line it wrapped mid-key in the narrower fields.
    placeholder: [
      "{",
      '  "version": 1,',
      '  "fields": { … },',
      '  "hash": "…",',
      '  "signature": "…",',
      '  "publicKey": "…"',
      "}",
    ].join("\n"),
    verify: "Verify",
    drop: "Drop a .fabric-cert.json file here, or",
    choose: "Choose a file",
    sample: "Try the sample certificate",
  },
  errorHeading: "This certificate cannot be checked",
  resultLabel: "Result",
  keys: {
    heading: "Fabric's published signing keys",
    description:
      "A certificate reads “Signed by Fabric” only when its key is on this list. The fingerprint is the SHA-256 of the key's DER SubjectPublicKeyInfo, as OpenSSL prints it:",
    // Lines short enough for a phone's box: a line that scrolls hides its trailing backslash.
    fingerprintCommand: "openssl pkey -pubin -in key.pem \\\n  -outform DER | openssl dgst -sha256",
    demo: "Demo key",
    demoNote:
      "Signs the sample certificate only; its private half is not in a hardware security module.",
    fingerprint: "Fingerprint (SHA-256)",
    publicKey: "Public key (SEC1, compressed)",
    validFrom: "Valid from",
  },
  format: {
    text: "The certificate format is described by a JSON Schema:",
    link: "fabric-certificate.schema.json",
    href: "/verify/fabric-certificate.schema.json",
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

/** How /verify shows a bundle Fabric did not issue: as claims, never as Fabric's certificate. */
export const claimedCertificateCopy = {
  heading: "What this file claims",
  note: "Fabric did not issue this certificate. The fields below are what its author wrote, not facts Fabric has confirmed.",
  labels: { ...certificateFieldLabels, issuer: "Claims to be issued by" },
} as const;

/** What is wrong with a certificate that cannot be checked; `{…}` are filled in by the parser. */
export const bundleErrorMessages = {
  empty: "Paste a certificate, drop a file or choose one first.",
  tooLarge: "The file is {size} KB; a Fabric certificate is never larger than {max} KB.",
  notBase64url: "The link does not hold a certificate: the part after # is not base64url.",
  notUtf8: "The certificate is not UTF-8 text.",
  notJson: "This is not JSON ({detail}).",
  notObject: "The certificate must be a JSON object, not {type}.",
  fieldsNotObject: 'The field "fields" must be an object of the signed fields, not {type}.',
  version: "Unsupported format version {value}: this verifier reads version {expected}.",
  missing: 'The field "{field}" is missing.',
  extra: 'The field "{field}" does not belong in a certificate.',
  notString: 'The field "{field}" must be a string, not {type}.',
  notHex: 'The field "{field}" holds characters other than hexadecimal digits.',
  oddHex: 'The field "{field}" has an odd number of hex digits.',
  hashLength: 'The field "hash" must be 64 hex digits (a SHA-256), not {length}.',
  keyEncoding:
    "The public key is not a SEC1 key: 33 bytes starting 02 or 03, or 65 bytes starting 04.",
  keyNotOnCurve: "The public key is not a point on the secp256k1 curve.",
  signatureMalformed: "The signature is not a DER-encoded ECDSA signature.",
  signatureHighS:
    "The signature uses a high S value; Fabric signs with low S only, so it has been altered.",
} as const;
