import { describe, expect, it } from "vitest";
import { type ComparisonRow, planComparison } from "./plan-comparison";
import { ALLOWANCE_PERIOD, plans } from "./plans";

const rows = planComparison.groups.flatMap((group): readonly ComparisonRow[] => group.rows);
const row = (label: string) => rows.find((entry) => entry.label === label)!;

describe("the plan comparison", () => {
  it("has a value for every plan in every row, so a plan added to the data shows in each", () => {
    for (const entry of rows) {
      for (const plan of plans)
        expect(entry.values[plan.id], `${entry.label}: ${plan.name}`).toBeDefined();
    }
  });

  it("states each plan's volumes as the plan's own list does", () => {
    for (const [label, noun] of [
      [`Flows ${ALLOWANCE_PERIOD}`, "flows"],
      [`Trust attestations ${ALLOWANCE_PERIOD}`, "Trust attestations"],
    ] as const) {
      for (const plan of plans.filter((entry) => !entry.isEnterprise)) {
        const value = row(label).values[plan.id];
        expect(plan.features, `${plan.name}: ${label}`).toContain(
          `${value} ${noun} ${ALLOWANCE_PERIOD}`,
        );
      }
    }
  });

  it("gives a plan every item its own list names", () => {
    const labels = new Map(rows.map((entry) => [entry.label, entry]));
    for (const plan of plans) {
      for (const feature of plan.features) {
        const entry = labels.get(feature);
        if (entry) expect(entry.values[plan.id], `${plan.name}: ${feature}`).not.toBe(false);
      }
    }
  });
});
