import { links } from "~/content/pages";
import { screen } from "~/content/products/types";
import { SAMPLE_HIGH_CONFIDENCE, SAMPLE_LOW_CONFIDENCE, type UseCase } from "./types";

/** The confidence below which this page's sample routes to a person. */
const THRESHOLD = 75;

export const consultation = {
  path: "/use-cases/consultation",
  name: "Consultation",
  tagline: "Human expertise for nuanced judgment, ethical guidance and contextual insight.",
  overview: {
    eyebrow: "Overview",
    heading: "Give your agents someone to ask.",
    description:
      "Some questions have no answer in the training data: whether a campaign will land badly in a particular market, how a policy applies to a situation its authors never imagined, what a fair outcome looks like for a vulnerable customer.",
  },
  workflow: {
    intro: {
      eyebrow: "Workflow",
      heading: "How a consultation Flow runs",
      description:
        "Unlike escalation, the agent keeps ownership of the work: it asks, an expert advises, and the advice is attested. One campaign, start to finish.",
    },
    steps: [
      {
        title: "Agent frames the question",
        description:
          "The agent calls the Flow with its draft, the specific question and the context an expert needs to answer quickly.",
        example: `campaign.localise · Indonesia, Ramadan · confidence ${SAMPLE_LOW_CONFIDENCE}%`,
      },
      {
        title: "Flow finds the right expert",
        description:
          "Source matches the question to a verified expert by domain, market, language and reputation, or to a panel for higher-stakes calls.",
        example: "Brand specialist · Jakarta · Bahasa Indonesia, native",
      },
      {
        title: "Expert answers in structure",
        description:
          "The expert replies with a recommendation, the reasoning and any conditions, in the answer schema the agent expects.",
        example: "Move delivery after sunset; replace the food imagery",
      },
      {
        title: "Agent continues, with the advice attested",
        description:
          "The agent incorporates the answer and moves on; the consultation is signed and linked to the final output.",
        example: "Attestation signed · advice attached to the campaign",
      },
    ],
  },
  capabilities: {
    intro: { eyebrow: "Capabilities", heading: "Judgment on demand" },
    items: [
      {
        title: "Structured questions",
        description:
          "Templates turn open questions into answerable ones, with the context and options the expert needs.",
      },
      {
        title: "Expert panels",
        description:
          "Ask one expert for speed or several for consensus, and see where they agree and where they do not.",
      },
      {
        title: "Ethical review",
        description:
          "Reach reviewers trained in your responsible-AI principles for decisions that affect people's rights or wellbeing.",
      },
      {
        title: "Local context",
        description:
          "Native speakers and in-market specialists for language, culture and regulation the model only half knows.",
      },
      {
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
    threshold: THRESHOLD,
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
  link: links.consultation,
  callToAction: {
    heading: "Give your agents access to judgment",
    description:
      "Tell us where your agents need a second opinion. We will match the experts and design the questions with you.",
    action: links.requestDemo,
  },
} satisfies UseCase;
