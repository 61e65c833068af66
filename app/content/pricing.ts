import { parseDataFile, pricingFaqSchema } from "./data-schemas";
import data from "./data/pricing-faq.json" with { type: "json" };

/** Copy for /pricing; the plans themselves live in plans.ts. */
export type FaqItem = { question: string; answer: string };

export const pricingCopy = {
  heading: "Pricing that grows with your agents",
  description:
    "Start free while you wire people into your first workflow, then pay for the volume you run. Every plan includes signed Trust attestations.",
  billing: {
    legend: "Billing period",
    monthly: "Monthly",
    yearly: "Yearly",
    yearlyHint: "two months free",
  },
  plansHeading: "Plans",
  /** `{amount}` is filled in from the plan's prices; short enough to stay on one line in a card. */
  savings: "Save {amount} a year",
  billedYearly: "Billed once a year",
  processing: "Processing...",
  navigationError: "Failed to initiate subscription. Please try again.",
  enterpriseSubject: "Fabric Enterprise plan",
  featuresLabel: "Included in {plan}",
} as const;

/** The FAQ, edited in `data/pricing-faq.json` (or the CMS). */
export const pricingFaq: { heading: string; items: FaqItem[] } = parseDataFile(
  "pricing-faq",
  pricingFaqSchema,
  data,
);
