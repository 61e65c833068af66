import { links } from "~/content/pages";
import { screen } from "~/content/products/types";
import { SAMPLE_HIGH_CONFIDENCE, SAMPLE_LOW_CONFIDENCE, type UseCase } from "./types";

export const consultation = {
  path: "/use-cases/consultation",
  name: "Consultation",
  tagline: "Human expertise for nuanced judgment, ethical guidance and contextual insight.",
  overview: {
    intro: {
      eyebrow: "Overview",
      heading: "Give your agents someone to ask.",
    },
    paragraphs: [
      "Some questions have no answer in the training data: whether a campaign will land badly in a particular market, how a policy applies to a situation its authors never imagined, what a fair outcome looks like for a vulnerable customer.",
      "A consultation Flow lets an agent ask a verified expert mid-task and use the answer to continue. Unlike escalation, the agent keeps ownership of the work; the expert contributes judgment, context or an ethical view, and that advice is attested like any other human action.",
    ],
    highlights: [
      "Experts in a domain, a market or an ethical framework, on call through MCP",
      "Structured questions and answers the agent can act on",
      "A signed record of the advice behind each decision",
    ],
  },
  workflow: {
    intro: { eyebrow: "Workflow", heading: "How a consultation Flow runs" },
    steps: [
      {
        title: "Agent frames the question",
        description:
          "The agent calls the Flow with its draft, the specific question and the context an expert needs to answer quickly.",
      },
      {
        title: "Flow finds the right expert",
        description:
          "Source matches the question to a verified expert by domain, market, language and reputation, or to a panel for higher-stakes calls.",
      },
      {
        title: "Expert answers in structure",
        description:
          "The expert replies with a recommendation, the reasoning and any conditions, in the answer schema the agent expects.",
      },
      {
        title: "Agent continues, with the advice attested",
        description:
          "The agent incorporates the answer and moves on; the consultation is signed and linked to the final output.",
      },
    ],
  },
  capabilities: {
    intro: { eyebrow: "Capabilities", heading: "Judgment on demand" },
    items: [
      {
        icon: "message-circle-question",
        title: "Structured questions",
        description:
          "Templates turn open questions into answerable ones, with the context and options the expert needs.",
      },
      {
        icon: "network",
        title: "Expert panels",
        description:
          "Ask one expert for speed or several for consensus, and see where they agree and where they do not.",
      },
      {
        icon: "scale",
        title: "Ethical review",
        description:
          "Reach reviewers trained in your responsible-AI principles for decisions that affect people's rights or wellbeing.",
      },
      {
        icon: "globe",
        title: "Local context",
        description:
          "Native speakers and in-market specialists for language, culture and regulation the model only half knows.",
      },
      {
        icon: "file-check",
        title: "Advice on the record",
        description:
          "Each consultation is attested and linked to the output it shaped, so you can show why a decision was made.",
      },
    ],
  },
  demo: {
    intro: {
      eyebrow: "Sample data",
      heading: "When the agent knows, and when it asks",
      description:
        "Illustrative values: a confident agent proceeds on its own; an unsure one consults an in-market expert before publishing.",
    },
    threshold: 75,
    decisions: [
      {
        confidence: SAMPLE_HIGH_CONFIDENCE,
        outcome: "passed",
        outcomeLabel: "Passed: agent proceeds",
        request: "Localise spring campaign copy for the Canadian market",
        agentAnswer: "Adapt spelling and units; no cultural or regulatory concerns found.",
        detail: "Published by the agent; the check is recorded in the audit trail.",
      },
      {
        confidence: SAMPLE_LOW_CONFIDENCE,
        outcome: "routed",
        outcomeLabel: "Routed to a human expert",
        request: "Localise the same campaign for Indonesia during Ramadan",
        agentAnswer: "Unsure whether the food imagery and daytime timing are appropriate.",
        detail: "Consulting a verified in-market brand specialist, due in 30 minutes.",
      },
    ],
  },
  image: screen(
    "usecase-consultation",
    "A consultation thread: an agent's structured question about a campaign, the context it attached, and a verified expert's recommendation with conditions and an attestation badge.",
    "A consultation: the agent's question and the expert's attested answer.",
  ),
  callToAction: {
    heading: "Give your agents access to judgment",
    description:
      "Tell us where your agents need a second opinion. We will match the experts and design the questions with you.",
    action: links.requestDemo,
  },
} satisfies UseCase;
