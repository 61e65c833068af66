import { certificateFields, certificateProof } from "~/content/certificate";
import { links } from "~/content/pages";
import type {
  CallToAction,
  Feature,
  FeatureBlock,
  LinkItem,
  Screenshot,
  SectionCopy,
  Step,
} from "~/content/types";

/** A product band on the home page (Trust, Source): pitch, action and screen, steps, features. */
export type ProductBand = {
  id: string;
  intro: SectionCopy;
  action: LinkItem;
  image: Screenshot;
  steps: Step[];
  features: Feature[];
};

export const hero = {
  /** 'The Future of' + a typed word, ending on 'The Future is Human'. */
  lead: "The Future",
  prefix: "of",
  words: ["Trust", "Work", "Creativity", "Intelligence"],
  finalPrefix: "is",
  finalWord: "Human",
  /** The heading's one stable accessible name. */
  label: "The Future is Human",
  description:
    "AI agents are taking on real work. Fabric brings verified people into those workflows, at the moments that need judgment, and gives you signed proof of every decision they make.",
  primaryAction: links.requestDemo,
  /** On the home page the steps to see are Trust's, the first product band. */
  secondaryAction: { label: links.howItWorks.label, href: "#trust" },
} as const;

export const counter = {
  heading: "Human Tasks Attested",
  description: "Human actions signed and recorded by Fabric Trust, and counting.",
} as const;

/**
 * One task's path beside the counter, from the agent's call to its certificate: the sample
 * certificate's approval (`certificate.ts`), so every detail here is one that /verify/demo shows.
 */
export const heroRun = {
  label: "One task, end to end",
  /** The agent, without its company: "credit-ops-agent v3". */
  workflow: certificateFields.workflow.replace(/^.* \/ /, ""),
  status: "Verified",
  steps: [
    { title: "Agent asks for sign-off", detail: "tools/call request_approval" },
    {
      title: "Verified reviewer approves",
      detail: certificateFields.confirmation,
    },
    {
      title: "Attestation signed",
      detail: `ECDSA secp256k1 · ${certificateProof.hash.slice(0, 6)}…${certificateProof.hash.slice(-4)}`,
    },
    { title: "Certificate issued", detail: certificateFields.certificateId },
  ],
  action: links.sampleCertificate,
} as const satisfies {
  label: string;
  workflow: string;
  status: string;
  steps: readonly { title: string; detail: string }[];
  action: LinkItem;
};

export const partnerStrip = {
  heading: "Trusted by teams keeping people in the loop",
  pauseLabel: "Pause partner logos",
} as const;

export const trustSection = {
  id: "trust",
  intro: {
    eyebrow: "Trust",
    heading: "Proof that a human was really there",
    description:
      "Every approval, review and correction a person makes inside an AI workflow becomes a signed, tamper-evident attestation, with a certificate that auditors, customers and regulators can check in seconds.",
  },
  action: links.demoTrust,
  image: {
    src: "/images/screens/trust-certificate.webp",
    alt: "Fabric Trust certificate screen: Northwind Lending's sample certificate for a credit-limit increase, with its QR seal, signature and hash.",
    width: 1280,
    height: 800,
    caption: "A Trust certificate: who approved what, when, with its signature and QR seal.",
  },
  steps: [
    {
      title: "Capture Human Action",
      description: "The decision, the context the person saw and the moment they acted.",
    },
    {
      title: "Cryptographic Signing",
      description: "Hashed and signed with ECDSA after a biometric or security-key check.",
    },
    {
      title: "Blockchain Recording",
      description: "Its fingerprint anchored to a public chain for independent, timestamped proof.",
    },
    {
      title: "Generate Certificate",
      description: "A certificate with a QR seal: who acted, what they decided and when.",
    },
  ],
  features: [
    {
      icon: "lock",
      title: "Immutable Records",
      description: "No one can edit or back-date a signed attestation, us included.",
    },
    {
      icon: "scan-line",
      title: "Instant Verification",
      description: "Scan the QR seal: the signature is checked in the browser, no account needed.",
    },
    {
      icon: "scroll-text",
      title: "Complete Audit Trail",
      description: "Every human step of a workflow, in order, ready for your auditors.",
    },
  ],
} as const satisfies ProductBand;

export const sourceSection = {
  id: "source",
  intro: {
    eyebrow: "Source",
    heading: "The right people, the moment your agents need them",
    description:
      "A marketplace of biometrically verified experts and 200+ workforce providers, matched to your workflow by domain, expertise and reputation, and connected in real time through MCP.",
  },
  action: links.exploreSource,
  image: {
    src: "/images/screens/source-marketplace.webp",
    alt: "Fabric Source marketplace screen: verified clinical reviewers and workforce providers filtered by domain and language, each with a reputation score, turnaround time and availability.",
    width: 1280,
    height: 800,
    caption: "The marketplace: verified people and providers, filtered by domain and reputation.",
  },
  steps: [
    {
      title: "Find Trusted Humans & Workforce Providers",
      description: "Shortlist by domain, language, certification and reputation score.",
    },
    {
      title: "Connect Through the Marketplace",
      description: "Scope and rates in one place; identity checks, contracts and payments handled.",
    },
    {
      title: "Deploy in Real Time",
      description: "Your agents call the workforce as an MCP tool, within minutes.",
    },
    {
      title: "Scale with Confidence",
      description: "Add capacity for peaks and languages; scores keep quality visible.",
    },
  ],
  features: [
    {
      icon: "user-check",
      title: "Trusted Humans & Workforce Providers",
      description: "Every participant biometrically verified, every provider vetted.",
    },
    {
      icon: "clock",
      title: "On-Demand Access",
      description: "Specialists around the clock from 200+ workforce providers.",
    },
    {
      icon: "star",
      title: "Reputation-Driven Marketplace",
      description: "Scores from verified outcomes, not self-reported profiles.",
    },
  ],
} as const satisfies ProductBand;

/** The two blocks of each product band, named as the site names them. */
export const productBandHeadings = { steps: "How it Works", features: "Key features" } as const;

export const useCases = {
  intro: { eyebrow: "Use cases", heading: "Where people make the difference" },
  features: [
    {
      icon: "stamp",
      title: "Validation",
      description:
        "Secure human sign-off on compliance-critical decisions and regulatory approvals before an agent acts.",
      link: links.validation,
    },
    {
      icon: "route",
      title: "Escalation",
      description:
        "Hand complex edge cases to qualified experts the moment an agent's confidence drops.",
      link: links.escalation,
    },
    {
      icon: "message-circle-question",
      title: "Consultation",
      description:
        "Give agents human judgment, ethical guidance and context from vetted specialists, on demand.",
      link: links.consultation,
    },
  ],
} as const satisfies FeatureBlock;

export const beliefs = {
  intro: { eyebrow: "Why", heading: "Why we build Fabric" },
  items: [
    {
      title: "Agentic disruption is inevitable",
      description:
        "Agents will take on more of every workflow, faster than most plans assume. We would rather shape that future deliberately than inherit it.",
    },
    {
      title: "Work is necessary for humans",
      description:
        "Work gives people income, purpose and a stake in the world. We want well-paid roles for people inside agentic systems, not to write them out.",
    },
    {
      title: "Human intelligence is sacred",
      description:
        "Judgment, empathy and accountability are not features to approximate. Where decisions affect people, a person makes or confirms them, provably.",
    },
  ],
} as const;

export const callToAction = {
  heading: "Ready to join the Future?",
  description:
    "Tell us where people belong in your AI workflows and we will show you Flows, Source and Trust working together.",
  action: links.learnMore,
} as const satisfies CallToAction;
