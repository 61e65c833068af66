import * as React from "react";
import { useSearchParams } from "react-router";
import { type Plan, type PlanKey, planByKey } from "~/content/plans";
import { type BillingPeriod, DEFAULT_BILLING_PERIOD, parseBillingPeriod } from "~/lib/pricing";

export type ChosenPlan = {
  plan: Plan | undefined;
  billing: BillingPeriod;
  choosePlan: (key: PlanKey | null) => void;
  chooseBilling: (billing: BillingPeriod) => void;
};

/**
 * The plan and billing period in the address (`?plan=professional&billing=yearly`), as the pricing page
 * sends them; unknown values are ignored. Changes on the form rewrite the address in place, so a reload
 * or a shared link keeps the choice. Read after hydration: the page is prerendered without a query, so
 * reading it during the first render would not match the HTML.
 */
export function useChosenPlan(): ChosenPlan {
  const [searchParams, setSearchParams] = useSearchParams();
  const [chosen, setChosen] = React.useState<{ plan: Plan | undefined; billing: BillingPeriod }>({
    plan: undefined,
    billing: DEFAULT_BILLING_PERIOD,
  });
  React.useEffect(() => {
    setChosen({
      plan: planByKey(searchParams.get("plan")),
      billing: parseBillingPeriod(searchParams.get("billing")),
    });
  }, [searchParams]);

  const update = React.useCallback(
    (changes: { plan?: PlanKey | null; billing?: BillingPeriod }) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const plan = changes.plan === undefined ? next.get("plan") : changes.plan;
          const billing = changes.billing ?? parseBillingPeriod(next.get("billing"));
          next.delete("plan");
          next.delete("billing");
          if (plan) {
            next.set("plan", plan);
            next.set("billing", billing);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return {
    ...chosen,
    choosePlan: React.useCallback((plan: PlanKey | null) => update({ plan }), [update]),
    chooseBilling: React.useCallback((billing: BillingPeriod) => update({ billing }), [update]),
  };
}
