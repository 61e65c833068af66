import { describe, expect, it } from "vitest";
import { links, pages } from "~/content/pages";
import { findUseCase, useCases } from "./index";
import { SAMPLE_HIGH_CONFIDENCE, SAMPLE_LOW_CONFIDENCE } from "./types";

describe("use-case content", () => {
  it("has one module per registered use-case route", () => {
    expect(useCases.map((useCase) => useCase.path)).toEqual([
      pages.validation.path,
      pages.escalation.path,
      pages.consultation.path,
    ]);
  });

  it.each(useCases)(
    "$heading has four workflow steps and five distinct capabilities",
    (useCase) => {
      expect(useCase.workflow.steps).toHaveLength(4);
      expect(useCase.capabilities.items).toHaveLength(5);
      expect(new Set(useCase.capabilities.items.map((item) => item.title)).size).toBe(5);
    },
  );

  it.each(useCases)(
    "$heading shows the spec's sample values: 87% passes, 45% goes to a person",
    (useCase) => {
      const [high, low] = useCase.demo.decisions;
      expect(high).toMatchObject({ confidence: SAMPLE_HIGH_CONFIDENCE, outcome: "passed" });
      expect(low).toMatchObject({ confidence: SAMPLE_LOW_CONFIDENCE, outcome: "routed" });
      expect(SAMPLE_HIGH_CONFIDENCE).toBe(87);
      expect(SAMPLE_LOW_CONFIDENCE).toBe(45);
      // The threshold has to separate the two samples or the story does not add up.
      expect(useCase.demo.threshold).toBeGreaterThan(SAMPLE_LOW_CONFIDENCE);
      expect(useCase.demo.threshold).toBeLessThanOrEqual(SAMPLE_HIGH_CONFIDENCE);
      expect(useCase.demo.intro.eyebrow).toBe("Sample data");
    },
  );

  it("goes back to the home page's use-case section and forward to a demo request", () => {
    expect(links.backToUseCases).toEqual({ label: "Back to Use Cases", href: "/#use-cases" });
    for (const useCase of useCases) {
      expect(useCase.callToAction.action).toEqual({
        label: "Request a Demo",
        href: "/request-demo",
      });
    }
  });

  it("finds a use case by path, tolerating a trailing slash", () => {
    expect(findUseCase("/use-cases/escalation").name).toBe("Escalation");
    expect(findUseCase("/use-cases/consultation/").name).toBe("Consultation");
  });
});
