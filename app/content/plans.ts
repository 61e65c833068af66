import { formatNumber } from "./format.ts";

/** The four plans, word for word: the pricing page and the request-demo page read this module. */
export type PlanKey = "free_org" | "starter" | "professional";

export type Plan = {
  id: string;
  name: string;
  /** null for Enterprise, which goes to sales instead of the request-demo page. */
  planKey: PlanKey | null;
  badge: string | null;
  /** Monthly price as shown. */
  price: string;
  /** Yearly price as shown (about ten months' price). */
  priceYearly: string;
  /** Unit shown after the monthly price. */
  period: string;
  /** Unit shown after the yearly price. */
  periodYearly: string;
  description: string;
  features: string[];
  buttonText: string;
  isEnterprise: boolean;
};

/**
 * One way to write a plan's volume: per month, with thousands separators (README, spec decisions). The
 * spec's lists mix "50 Flows", "500 flows/month" and "2500"; the FAQ counts both against the month.
 */
export const ALLOWANCE_PERIOD = "per month";

function allowances(flows: number, attestations: number) {
  return [
    `${formatNumber(flows)} flows ${ALLOWANCE_PERIOD}`,
    `${formatNumber(attestations)} Trust attestations ${ALLOWANCE_PERIOD}`,
  ];
}

export const plans = [
  {
    id: "agent-dev",
    name: "Agent Dev",
    planKey: "free_org",
    badge: null,
    price: "Free",
    priceYearly: "Free",
    period: "",
    periodYearly: "",
    description: "For developers wiring their first human step into an agent.",
    features: [...allowances(50, 50), "Source Marketplace", "Basic reporting", "Community support"],
    buttonText: "Start free",
    isEnterprise: false,
  },
  {
    id: "starter",
    name: "Starter",
    planKey: "starter",
    badge: null,
    price: "$99",
    priceYearly: "$990",
    period: "/mo",
    periodYearly: "/year",
    description: "For teams putting human review into production workflows.",
    features: [
      ...allowances(500, 500),
      "Advanced reporting",
      "Email support",
      "Customizable badges",
    ],
    buttonText: "Choose Starter",
    isEnterprise: false,
  },
  {
    id: "professional",
    name: "Professional",
    planKey: "professional",
    badge: "Recommended",
    price: "$399",
    priceYearly: "$3,990",
    period: "/mo",
    periodYearly: "/year",
    description: "For organizations running human-in-the-loop AI at scale.",
    features: [...allowances(2500, 2500), "Priority email support", "API access", "Audit logs"],
    buttonText: "Choose Professional",
    isEnterprise: false,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    planKey: null,
    badge: null,
    price: "Call",
    priceYearly: "Call",
    period: "",
    periodYearly: "",
    description: "For regulated and high-volume deployments that need guarantees.",
    features: [
      "Unlimited flows and Trust attestations",
      "Dedicated account manager",
      "Custom integration",
      "Priority support and SLA",
      "Advanced security",
    ],
    buttonText: "Contact sales",
    isEnterprise: true,
  },
] as const satisfies readonly Plan[];

export function planByKey(key: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.planKey !== null && plan.planKey === key);
}
