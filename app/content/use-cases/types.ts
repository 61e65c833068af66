import type { CallToAction, Feature, Screenshot, SectionCopy, Step } from "~/content/types";

/** One static, illustrative agent decision (the 87% and 45% values are demo values). */
export type DemoDecision = {
  confidence: number;
  outcome: "passed" | "routed";
  outcomeLabel: string;
  request: string;
  agentAnswer: string;
  detail: string;
};

export type UseCase = {
  path: "/use-cases/validation" | "/use-cases/escalation" | "/use-cases/consultation";
  /** The one-word name, over the heading. */
  name: string;
  /** The page's heading: what the use case gives, in one sentence. */
  tagline: string;
  overview: { intro: SectionCopy; paragraphs: string[]; highlights: string[] };
  workflow: { intro: SectionCopy; steps: [Step, Step, Step, Step] };
  capabilities: { intro: SectionCopy; items: [Feature, Feature, Feature, Feature, Feature] };
  demo: {
    intro: SectionCopy;
    /** The confidence below which the sample routes to a person. */
    threshold: number;
    decisions: [DemoDecision, DemoDecision];
  };
  image: Screenshot;
  callToAction: CallToAction;
};

/** The words around every sample decision's values. */
export const demoDecisionLabels = {
  agent: "Agent:",
  confidence: "Agent confidence",
  threshold: "Routing threshold:",
} as const;

/** Both sample decisions use these static values on every use-case page. */
export const SAMPLE_HIGH_CONFIDENCE = 87;
export const SAMPLE_LOW_CONFIDENCE = 45;
