import * as React from "react";
import { BillingPeriodToggle } from "~/components/pricing/billing-period-toggle";
import { PlanCard } from "~/components/pricing/plan-card";
import { Section } from "~/components/sections/section";
import { type Plan, type PlanKey, plans } from "~/content/plans";
import { pricingCopy } from "~/content/pricing";
import { island } from "~/islands/island";
import { loadDocument } from "~/lib/document-navigation";
import { type BillingPeriod, DEFAULT_BILLING_PERIOD, requestDemoHref } from "~/lib/pricing";

/**
 * The billing toggle and the plan cards; a chosen plan reads "Processing..." until the request-demo
 * page loads, and again reads its name if the visitor comes back to this page.
 */
export function PlanGrid() {
  const [period, setPeriod] = React.useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const [processing, setProcessing] = React.useState<PlanKey | null>(null);
  const [failed, setFailed] = React.useState(false);

  React.useEffect(() => {
    // Back from the request-demo page, the browser may show this page as it was left.
    const reset = (event: PageTransitionEvent) => event.persisted && setProcessing(null);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  async function choose(plan: Plan) {
    if (!plan.planKey) return;
    setFailed(false);
    setProcessing(plan.planKey);
    try {
      await loadDocument(requestDemoHref(plan.planKey, period));
    } catch {
      setFailed(true);
      setProcessing(null);
    }
  }

  return (
    <Section aria-labelledby="plans-heading" className="pt-0 md:pt-0">
      <h2 id="plans-heading" className="sr-only">
        {pricingCopy.plansHeading}
      </h2>
      <BillingPeriodToggle value={period} onValueChange={setPeriod} className="mb-10" />
      {failed ? (
        <p
          role="alert"
          className="mx-auto mb-8 max-w-xl rounded-lg border border-destructive bg-destructive/10 px-4 py-3 text-center text-sm font-medium"
        >
          {pricingCopy.navigationError}
        </p>
      ) : null}
      {/* Each card is a subgrid spanning six rows, so prices and lists line up across a row. */}
      <div className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            period={period}
            processing={processing !== null && processing === plan.planKey}
            disabled={processing !== null}
            onChoose={choose}
          />
        ))}
      </div>
    </Section>
  );
}

/** The plans as an island of the static pricing page. */
export const PlanGridIsland = island("plans", PlanGrid);
