import { links } from "~/content/pages";
import type { CallToAction } from "~/content/types";
import { consultation } from "./consultation";
import { escalation } from "./escalation";
import type { UseCase } from "./types";
import { validation } from "./validation";

export const useCases: UseCase[] = [validation, escalation, consultation];

/** The use-case page for a path; the router registers only these three paths. */
export function findUseCase(pathname: string): UseCase {
  const path = pathname.replace(/\/+$/, "");
  return useCases.find((useCase) => useCase.path === path) ?? validation;
}

/** `/use-cases`: every use case, each with its overview and its screen. */
export const useCasesIndex = {
  heading: "Put a person where the decision needs one",
  description:
    "Agents take on the volume. Three patterns bring in a person: a signature before the agent acts, a hand-off when its confidence drops, advice when the call is one of judgment. Each ends in a signed attestation.",
  callToAction: {
    heading: "Not sure which one fits?",
    description:
      "Walk us through one decision your agents make today. We will show you where a person belongs in it and what the record of their part looks like.",
    action: links.requestDemo,
  },
} as const satisfies { heading: string; description: string; callToAction: CallToAction };
