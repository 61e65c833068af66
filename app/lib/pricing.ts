import { formatNumber } from "~/content/format";
import { pages } from "~/content/pages";
import type { Plan, PlanKey } from "~/content/plans";

export type BillingPeriod = "monthly" | "yearly";

export const DEFAULT_BILLING_PERIOD: BillingPeriod = "monthly";

/** "$3,990" → 3990; "Free" and "Call" are not amounts. */
export function parseAmount(price: string): number | null {
  const match = /^\$([\d,]+)$/.exec(price.trim());
  return match?.[1] ? Number(match[1].replaceAll(",", "")) : null;
}

export function formatAmount(amount: number) {
  return `$${formatNumber(amount)}`;
}

/** The price and unit to show for a billing period. */
export function displayPrice(plan: Plan, period: BillingPeriod) {
  return period === "yearly"
    ? { price: plan.priceYearly, period: plan.periodYearly }
    : { price: plan.price, period: plan.period };
}

/** What a year paid upfront saves against twelve monthly payments, in money and in months. */
export function yearlySavings(plan: Plan): { amount: number; months: number } | null {
  const monthly = parseAmount(plan.price);
  const yearly = parseAmount(plan.priceYearly);
  if (monthly === null || yearly === null) return null;
  const amount = monthly * 12 - yearly;
  return amount > 0 ? { amount, months: Math.round(amount / monthly) } : null;
}

export const BILLING_PERIODS = ["monthly", "yearly"] as const satisfies readonly BillingPeriod[];

export function parseBillingPeriod(value: string | null | undefined): BillingPeriod {
  return BILLING_PERIODS.find((period) => period === value) ?? DEFAULT_BILLING_PERIOD;
}

/** The request-demo page's address for a plan chosen on the pricing page, with its billing period. */
export function requestDemoHref(planKey: PlanKey, billing: BillingPeriod) {
  return `${pages.requestDemo.path}?${new URLSearchParams({ plan: planKey, billing })}`;
}

/** "$3,990/year", "$99/mo", "Free": a plan's price as one string. */
export function priceLabel(plan: Plan, period: BillingPeriod) {
  const { price, period: unit } = displayPrice(plan, period);
  return `${price}${unit}`;
}

export function salesMailto(email: string, subject: string) {
  return `mailto:${email}?${new URLSearchParams({ subject }).toString().replaceAll("+", "%20")}`;
}
