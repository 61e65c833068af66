/**
 * What each plan includes, side by side, for /pricing. The plans' own lists (plans.ts) name what
 * each adds; here a plan also includes what the plans below it list (docs/decisions.md), and the
 * volumes are the plans' allowances.
 */
import { ALLOWANCE_PERIOD, plans } from "./plans.ts";

export type PlanId = (typeof plans)[number]["id"];
/** A cell: what the plan gets (a volume or a level), or whether it is included at all. */
export type ComparisonValue = string | boolean;
export type ComparisonRow = { label: string; values: Record<PlanId, ComparisonValue> };
export type ComparisonGroup = { heading: string; rows: readonly ComparisonRow[] };

const every = (value: ComparisonValue) =>
  Object.fromEntries(plans.map((plan) => [plan.id, value])) as Record<PlanId, ComparisonValue>;
/** Included from the plan named upwards, not below it. */
const from = (first: PlanId) => {
  const start = plans.findIndex((plan) => plan.id === first);
  return Object.fromEntries(plans.map((plan, index) => [plan.id, index >= start])) as Record<
    PlanId,
    boolean
  >;
};

export type PlanComparison = {
  heading: string;
  description: string;
  planLabel: string;
  included: string;
  notIncluded: string;
  groups: readonly ComparisonGroup[];
};

export const planComparison: PlanComparison = {
  heading: "Compare plans",
  description: "Every plan includes Flows, the Source marketplace and signed Trust attestations.",
  planLabel: "Plan",
  included: "Included",
  notIncluded: "Not included",
  groups: [
    {
      heading: "Volume",
      rows: [
        {
          label: `Flows ${ALLOWANCE_PERIOD}`,
          values: {
            "agent-dev": "50",
            starter: "500",
            professional: "2,500",
            enterprise: "Unlimited",
          },
        },
        {
          label: `Trust attestations ${ALLOWANCE_PERIOD}`,
          values: {
            "agent-dev": "50",
            starter: "500",
            professional: "2,500",
            enterprise: "Unlimited",
          },
        },
      ],
    },
    {
      heading: "Product",
      rows: [
        { label: "Source Marketplace", values: every(true) },
        {
          label: "Reporting",
          values: {
            "agent-dev": "Basic",
            starter: "Advanced",
            professional: "Advanced",
            enterprise: "Advanced",
          },
        },
        { label: "Customizable badges", values: from("starter") },
        { label: "API access", values: from("professional") },
        { label: "Audit logs", values: from("professional") },
        { label: "Custom integration", values: from("enterprise") },
        { label: "Advanced security", values: from("enterprise") },
      ],
    },
    {
      heading: "Support",
      rows: [
        {
          label: "Support",
          values: {
            "agent-dev": "Community",
            starter: "Email",
            professional: "Priority email",
            enterprise: "Priority, with SLA",
          },
        },
        { label: "Dedicated account manager", values: from("enterprise") },
      ],
    },
  ],
};
