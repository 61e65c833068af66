import * as React from "react";
import { type Plan, type PlanKey, planByKey } from "~/content/plans";
import { type BillingPeriod, DEFAULT_BILLING_PERIOD, parseBillingPeriod } from "~/lib/pricing";

export type ChosenPlan = {
  plan: Plan | undefined;
  billing: BillingPeriod;
  choosePlan: (key: PlanKey | null) => void;
  chooseBilling: (billing: BillingPeriod) => void;
};

type Choice = { plan: Plan | undefined; billing: BillingPeriod };

/** The plan and billing period a query names; unknown values are ignored. */
export function readChoice(search: string): Choice {
  const params = new URLSearchParams(search);
  return {
    plan: planByKey(params.get("plan")),
    billing: parseBillingPeriod(params.get("billing")),
  };
}

/**
 * The query after a change on the form: a plan always travels with its billing period, no plan
 * drops both, and other parameters stay.
 */
export function withChoice(
  search: string,
  changes: { plan?: PlanKey | null; billing?: BillingPeriod },
): string {
  const params = new URLSearchParams(search);
  const plan = changes.plan === undefined ? params.get("plan") : changes.plan;
  const billing = changes.billing ?? parseBillingPeriod(params.get("billing"));
  params.delete("plan");
  params.delete("billing");
  if (plan) {
    params.set("plan", plan);
    params.set("billing", billing);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The plan and billing period in the address (`?plan=professional&billing=yearly`), as the pricing page
 * sends them. Changes on the form rewrite the address in place, so a reload or a shared link keeps the
 * choice. Read after hydration: the page is prerendered without a query, so reading it during the
 * first render would not match the HTML. The form is an island of a static page, with no router
 * around it, so the address is read and written through `location` and `history` directly.
 */
export function useChosenPlan(): ChosenPlan {
  const [chosen, setChosen] = React.useState<Choice>({
    plan: undefined,
    billing: DEFAULT_BILLING_PERIOD,
  });
  React.useEffect(() => {
    const inAddress = readChoice(window.location.search);
    // Without a plan in the address nothing changes, and the whole form need not render again.
    setChosen((current) =>
      current.plan === inAddress.plan && current.billing === inAddress.billing
        ? current
        : inAddress,
    );
  }, []);

  const update = React.useCallback(
    (changes: { plan?: PlanKey | null; billing?: BillingPeriod }) => {
      const { pathname, search, hash } = window.location;
      const next = withChoice(search, changes);
      window.history.replaceState(window.history.state, "", `${pathname}${next}${hash}`);
      setChosen(readChoice(next));
    },
    [],
  );

  return {
    ...chosen,
    choosePlan: React.useCallback((plan: PlanKey | null) => update({ plan }), [update]),
    chooseBilling: React.useCallback((billing: BillingPeriod) => update({ billing }), [update]),
  };
}
