import { links } from "~/content/pages";
import { screen } from "~/content/products/types";
import { SAMPLE_HIGH_CONFIDENCE, SAMPLE_LOW_CONFIDENCE, type UseCase } from "./types";

/** The confidence below which this page's sample routes to a person. */
const THRESHOLD = 75;

export const validation = {
  path: "/use-cases/validation",
  name: "Validation",
  tagline: "Secure human sign-off for compliance-critical decisions and regulatory approvals.",
  overview: {
    eyebrow: "Overview",
    heading: "Agents prepare the decision. A qualified person signs it.",
    description:
      "Credit approvals, sanctions screening, clinical documentation and regulatory filings cannot rest on a model's output alone. The rules expect a named, qualified person to have reviewed the decision, and your auditors expect proof.",
  },
  workflow: {
    intro: {
      eyebrow: "Workflow",
      heading: "How a validation Flow runs",
      description:
        "One business account, from the agent's draft to a signed approval your auditors can check.",
    },
    steps: [
      {
        title: "Agent prepares the decision",
        description:
          "The agent assembles the case file, drafts its recommendation and states its confidence and the policy it applied.",
        example: `kyc.review · Meridian Trade Holdings Ltd · confidence ${SAMPLE_LOW_CONFIDENCE}%`,
      },
      {
        title: "Flow selects the sign-off",
        description:
          "Routing rules pick the reviewer: any verified analyst for routine cases, a senior officer or second reviewer above your risk thresholds.",
        example: `Below ${THRESHOLD}%: a senior compliance officer, licence verified`,
      },
      {
        title: "Verified human signs off",
        description:
          "The reviewer sees the evidence side by side with the draft, then approves, amends or rejects, confirming with a biometric check or security key.",
        example: "Approved with conditions · confirmed by security key",
      },
      {
        title: "Attested result returns",
        description:
          "The agent receives the decision as the tool result, with an attestation id that resolves to a verifiable certificate.",
        example: "Attestation signed · ECDSA secp256k1 · certificate issued",
      },
    ],
  },
  capabilities: {
    intro: { eyebrow: "Capabilities", heading: "Built for regulated\u00a0sign-off" },
    items: [
      {
        title: "Qualified reviewers only",
        description:
          "Restrict sign-off to people holding a specific licence, certification or internal role, verified through Source.",
      },
      {
        title: "Maker-checker rules",
        description:
          "Require one, two or a quorum of approvals by amount, risk tier or jurisdiction, and block self-approval.",
      },
      {
        title: "Evidence in context",
        description:
          "Reviewers see the agent's sources, reasoning and the policy clause it relied on, not just a yes/no prompt.",
      },
      {
        title: "Signed approvals",
        description:
          "Each approval is signed and attested by Trust, with optional public blockchain anchoring.",
      },
      {
        title: "Service levels you can promise",
        description:
          "Set response-time targets per Flow and fall back to a second workforce when the first cannot meet them.",
      },
    ],
  },
  demo: {
    intro: {
      eyebrow: "Sample data",
      heading: "Two decisions, two paths",
      description:
        "Illustrative values: a confident agent recommendation goes to one-click sign-off; an uncertain one goes to an expert for full review.",
    },
    threshold: THRESHOLD,
    decisions: [
      {
        confidence: SAMPLE_HIGH_CONFIDENCE,
        outcome: "passed",
        outcomeLabel: "Passed to one-click sign-off",
        request: "Business account opening, Harbor Street Bakery LLC",
        agentAnswer: "Approve: registry match, beneficial owners screened, no sanctions hits.",
        detail: "Signed off by a verified KYC analyst in 4 min.",
      },
      {
        confidence: SAMPLE_LOW_CONFIDENCE,
        outcome: "routed",
        outcomeLabel: "Routed to a human expert",
        request: "Business account opening, Meridian Trade Holdings Ltd",
        agentAnswer:
          "Unclear: ownership chain runs through two jurisdictions with partial records.",
        detail: "Assigned to a senior compliance officer for enhanced due diligence.",
      },
    ],
  },
  image: screen(
    "usecase-validation",
    "A sign-off review screen: the agent's draft decision for a business account opening, its evidence and confidence, and approve, amend and reject controls for the verified reviewer.",
    "The reviewer's sign-off screen: draft, evidence and one signed decision.",
  ),
  link: links.validation,
  callToAction: {
    heading: "Add accountable sign-off to your agents",
    description:
      "Show us the decision that needs a human signature. We will map the reviewers, rules and evidence it needs.",
    action: links.requestDemo,
  },
} satisfies UseCase;
