import type {
  CallToAction,
  Feature,
  LinkItem,
  Screenshot,
  SectionCopy,
  Step,
} from "~/content/types";

/** One static, illustrative agent decision (the 87% and 45% values are demo values). */
export type DemoDecision = {
  confidence: number;
  outcome: "passed" | "routed";
  outcomeLabel: string;
  request: string;
  agentAnswer: string;
  detail: string;
};

/** A workflow step with what it holds for the page's own sample task, as the product would show it. */
export type PathStep = Step & { example: string };

export type UseCase = {
  path: "/use-cases/validation" | "/use-cases/escalation" | "/use-cases/consultation";
  /** The one-word name, over the heading. */
  name: string;
  /** The page's heading: what the use case gives, in one sentence. */
  tagline: string;
  /** The problem the use case answers; the workflow shows the answer. */
  overview: SectionCopy;
  /** One task's path through Fabric, a step per stage of `taskPathStages`. */
  workflow: { intro: SectionCopy; steps: [PathStep, PathStep, PathStep, PathStep] };
  capabilities: { intro: SectionCopy; items: [Feature, Feature, Feature, Feature, Feature] };
  demo: {
    intro: SectionCopy;
    /** The confidence below which the sample routes to a person. */
    threshold: number;
    decisions: [DemoDecision, DemoDecision];
  };
  image: Screenshot;
  /** How other pages link to this one (the `/use-cases` index). */
  link: LinkItem;
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

/** The stages every task passes through, in the order of a use case's workflow steps. */
export const taskPathStages = ["Trigger", "Person", "Decision", "Attestation"] as const;
