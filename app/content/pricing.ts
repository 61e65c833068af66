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

export const pricingFaq = {
  heading: "Questions buyers ask",
  items: [
    {
      question: "How does billing work?",
      answer:
        "Paid plans are billed in US dollars, either monthly or once a year. A yearly subscription costs ten times the monthly price, so you get two months free. We invoice at the start of each period; cards and, for yearly plans, bank transfer are accepted. Prices exclude applicable taxes.",
    },
    {
      question: "What counts as a flow?",
      answer:
        "A flow is one completed run of a human task that an agent starts through Flows: for example, one approval, one escalated case or one consultation, however many people take part. Runs that are cancelled before anyone accepts them are not counted.",
    },
    {
      question: "What counts as an attestation?",
      answer:
        "An attestation is one signed Trust record of a human action, with its certificate and verification hash. A flow usually produces one attestation; flows with several required sign-offs produce one per signer. Verifying an existing certificate is always free and unlimited.",
    },
    {
      question: "What happens if we go over our plan's volume?",
      answer:
        "Nothing stops. We let you know when you reach 80% and 100% of the month's flows or attestations, and you can upgrade at any time. We will not charge for overages without your written agreement.",
    },
    {
      question: "Can we upgrade, downgrade or switch billing period?",
      answer:
        "Yes. Upgrades take effect immediately and the price difference is prorated for the rest of the period. Downgrades and switches between monthly and yearly billing take effect at the next renewal date, and your attestation history is kept either way.",
    },
    {
      question: "Do you offer a trial of the paid plans or Enterprise?",
      answer:
        "Agent Dev is free with no time limit, so most teams start there. For Professional or Enterprise evaluations with your own workflows, security review or a data processing agreement, contact our sales team.",
    },
  ],
} satisfies { heading: string; items: FaqItem[] };
