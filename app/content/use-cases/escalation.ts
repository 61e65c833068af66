import { links } from "~/content/pages";
import { screen } from "~/content/products/types";
import { SAMPLE_HIGH_CONFIDENCE, SAMPLE_LOW_CONFIDENCE, type UseCase } from "./types";

/** The confidence below which this page's sample routes to a person. */
const THRESHOLD = 70;

export const escalation = {
  path: "/use-cases/escalation",
  name: "Escalation",
  tagline: "Complex edge cases routed to qualified human experts when AI confidence is low.",
  overview: {
    eyebrow: "Overview",
    heading: "Let agents handle the routine. Send the hard cases to people.",
    description:
      "Most cases an agent sees are routine, and it should resolve them without waiting for anyone. The costly mistakes hide in the rest: the unusual claim, the ambiguous contract, the customer whose situation fits no template.",
  },
  workflow: {
    intro: {
      eyebrow: "Workflow",
      heading: "How an escalation Flow runs",
      description:
        "One flood claim the agent could not settle, from its confidence score to an attested resolution.",
    },
    steps: [
      {
        title: "Agent scores its confidence",
        description:
          "For each case the agent returns a decision, a confidence score and the signals behind it.",
        example: `claims.assess · CLM-40817 · confidence ${SAMPLE_LOW_CONFIDENCE}%`,
      },
      {
        title: "Flow applies your thresholds",
        description:
          "Above the threshold the decision passes straight through; below it, or when a rule fires (amount, customer tier, novelty), the case escalates.",
        example: `Below ${THRESHOLD}%: a senior claims adjuster for flood losses`,
      },
      {
        title: "A matched expert resolves it",
        description:
          "Source routes the case to an available expert with the right domain and reputation, who sees the agent's draft and the evidence.",
        example: "Covered in part: rain ingress, not standing water",
      },
      {
        title: "Resolution flows back, attested",
        description:
          "The expert's decision returns as the tool result with its attestation, and the workflow resumes where it paused.",
        example: "Attestation signed · returned to the agent in 1 h 12 min",
      },
    ],
  },
  capabilities: {
    intro: { eyebrow: "Capabilities", heading: "Escalation without the backlog" },
    items: [
      {
        title: "Confidence thresholds",
        description:
          "Set thresholds per case type and tune them as you see how often the agent and the experts agree.",
      },
      {
        title: "Rule-based triggers",
        description:
          "Escalate on amount, customer segment, missing data or a new pattern, whatever the agent's confidence.",
      },
      {
        title: "Expert routing",
        description:
          "Cases go to people qualified for that domain, language and risk level, ranked by reputation and availability.",
      },
      {
        title: "One inbox for experts",
        description:
          "Experts work from a prioritised inbox with the agent's draft, the evidence and a due time on every case.",
      },
      {
        title: "Learning loop",
        description:
          "Expert resolutions are recorded with the agent's original answer, giving you labelled data on exactly where it falls short.",
      },
    ],
  },
  demo: {
    intro: {
      eyebrow: "Sample data",
      heading: "One threshold, two outcomes",
      description:
        "Illustrative values: above the threshold the agent's decision stands; below it a claims expert takes over.",
    },
    threshold: THRESHOLD,
    decisions: [
      {
        confidence: SAMPLE_HIGH_CONFIDENCE,
        outcome: "passed",
        outcomeLabel: "Passed: agent decision stands",
        request: "Auto claim CLM-40812: rear bumper, repair estimate attached",
        agentAnswer: "Approve repair at the estimated amount; photos match the reported damage.",
        detail: "Closed by the agent; attestation recorded for the audit trail.",
      },
      {
        confidence: SAMPLE_LOW_CONFIDENCE,
        outcome: "routed",
        outcomeLabel: "Routed to a human expert",
        request: "Auto claim CLM-40817: flood damage, policy excludes standing water",
        agentAnswer:
          "Uncertain: damage pattern fits both covered rain ingress and excluded flooding.",
        detail: "Escalated to a verified senior claims adjuster, due in 2 hours.",
      },
    ],
  },
  image: screen(
    "usecase-escalation",
    "An escalation inbox: low-confidence cases with their agent confidence scores, reasons for escalation, assigned experts and due times, with one claim open beside the agent's draft.",
    "The expert's escalation inbox, sorted by due time and confidence.",
  ),
  link: links.escalation,
  callToAction: {
    heading: "Stop choosing between automation and judgment",
    description:
      "Bring a case type your agents struggle with. We will set the thresholds and experts for a pilot together.",
    action: links.requestDemo,
  },
} satisfies UseCase;
