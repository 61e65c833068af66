import { links } from "~/content/pages";
import type {
  CallToAction,
  FeatureBlock,
  ProductHero,
  Screenshot,
  SectionCopy,
  StepsBlock,
} from "~/content/types";
import { screen } from "./types";

export const trustHero = {
  name: "Trust",
  tagline: "Signed, verifiable proof that a human took part.",
  description:
    "Trust turns each human action in an AI workflow into a cryptographically signed attestation, anchored to a blockchain and issued as a certificate with a QR seal that anyone can verify.",
  image: screen(
    "trust-certificate",
    "The sample certificate FAB-DEMO-2024-0117-4Q7K for Northwind Lending: a verified reviewer's approval of a credit-limit increase with its workflow, security-key confirmation, SHA-256 hash, ECDSA signature and a QR seal that links to verification.",
    "A proof-of-human certificate with its QR seal and signature details.",
  ),
} satisfies ProductHero;

export const trustSteps = {
  intro: {
    eyebrow: "How it works",
    heading: "From a human action to a certificate",
    description: "Four steps run for every attested action, in seconds and without extra work.",
  },
  steps: [
    {
      title: "Capture human action",
      description:
        "The decision, its inputs and the person who made it are recorded when the task completes, confirmed with a biometric check or a security key.",
    },
    {
      title: "Cryptographic signing",
      description:
        "The record is hashed and signed with ECDSA on secp256k1. Change a single field and the signature no longer verifies.",
    },
    {
      title: "Blockchain recording",
      description:
        "Optionally, the hash is anchored to a public blockchain, giving an independent, timestamped record that does not depend on us.",
    },
    {
      title: "Generate certificate",
      description:
        "A certificate with a QR seal is issued. Scan it or open its link to verify the signature and the anchor in a browser.",
    },
  ],
} satisfies StepsBlock;

export const trustFeatures = {
  intro: {
    eyebrow: "What you get",
    heading: "Evidence that holds up outside your own systems",
  },
  features: [
    {
      icon: "signature",
      title: "Signed attestations",
      illustration: "signature",
      description:
        "Every record is signed, so tampering is detectable by anyone holding the public key, including your auditors.",
    },
    {
      icon: "qr-code",
      title: "Certificates with a QR seal",
      description:
        "Human-readable certificates that carry their own verification link, ready to attach to a case file, report or customer response.",
    },
    {
      icon: "fingerprint",
      title: "Biometric or security-key confirmation",
      description:
        "The person confirms the action with a biometric check or a hardware security key, binding the attestation to a verified human.",
    },
    {
      icon: "link",
      title: "Optional public\u00a0anchoring",
      description:
        "Anchor hashes to a public blockchain when you need third-party timestamps; keep them private when you do not. No personal data goes on-chain.",
    },
    {
      icon: "scroll-text",
      title: "Complete audit trail",
      description:
        "Search and export every attestation by Flow, person, time or outcome, with the verification status of each.",
    },
    {
      icon: "shield-check",
      title: "Instant verification",
      illustration: "verify",
      description: "Verification runs in seconds in a browser, with no account and no call to us.",
    },
  ],
} satisfies FeatureBlock;

export const trustOversight = {
  intro: {
    eyebrow: "For compliance and ethical oversight",
    heading: "Show, not assert, that people oversaw your AI",
    description:
      "Regulators, auditors and ethics boards increasingly ask who reviewed an automated decision, when, and on what basis. Trust answers with records you can hand over and they can check themselves.",
  },
  points: [
    "Evidence of human oversight for high-risk AI use, mapped to the decisions it covers.",
    "Per-decision records for model-risk, audit and customer-complaint reviews.",
    "A verifiable log of who approved what, for ethics and responsible-AI committees.",
  ],
  image: screen(
    "trust-ledger",
    "The Trust attestation log: a table of signed human actions with Flow, reviewer, confirmation method, anchor status and verification result, and a filter panel.",
    "The attestation log: every signed action, searchable and exportable.",
  ),
} satisfies { intro: SectionCopy; points: string[]; image: Screenshot };

export const trustCallToAction = {
  heading: "Make human oversight provable",
  description:
    "Walk through a certificate with us and see how Trust fits your audit and compliance processes.",
  action: links.requestDemo,
} satisfies CallToAction;
