import type { z } from "zod";
import { parseDataFile, plansSchema, type PLAN_KEYS } from "./data-schemas";
import data from "./data/plans.json" with { type: "json" };
import { formatNumber } from "./format.ts";

/** The four plans, edited in `data/plans.json` (or the CMS): the pricing page and the request-demo page read this module. */
export type PlanKey = (typeof PLAN_KEYS)[number];

export type Plan = Omit<z.infer<typeof plansSchema>["plans"][number], "allowances">;

/**
 * One way to write a plan's volume: per month, with thousands separators (README, spec decisions). The
 * spec's lists mix "50 Flows", "500 flows/month" and "2500"; the FAQ counts both against the month.
 * The data file holds the numbers; the feature lines are written here.
 */
export const ALLOWANCE_PERIOD = "per month";

function allowances(flows: number, attestations: number) {
  return [
    `${formatNumber(flows)} flows ${ALLOWANCE_PERIOD}`,
    `${formatNumber(attestations)} Trust attestations ${ALLOWANCE_PERIOD}`,
  ];
}

export const plans: readonly Plan[] = parseDataFile("plans", plansSchema, data).plans.map(
  ({ allowances: volume, ...plan }) => ({
    ...plan,
    features: volume
      ? [...allowances(volume.flows, volume.attestations), ...plan.features]
      : plan.features,
  }),
);

export function planByKey(key: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.planKey !== null && plan.planKey === key);
}
