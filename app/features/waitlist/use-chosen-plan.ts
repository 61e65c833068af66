import * as React from "react";
import { useSearchParams } from "react-router";
import { type Plan, planByKey } from "~/content/plans";

/**
 * The plan picked on the pricing page (`?plan=starter`); unknown values are ignored. Read after hydration:
 * the page is prerendered without a query, so reading it during the first render would not match the HTML.
 */
export function useChosenPlan(): Plan | undefined {
  const [searchParams] = useSearchParams();
  const [plan, setPlan] = React.useState<Plan>();
  React.useEffect(() => {
    setPlan(planByKey(searchParams.get("plan")));
  }, [searchParams]);
  return plan;
}
