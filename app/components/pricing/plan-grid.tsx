import { BillingPeriodToggle } from "~/components/pricing/billing-period-toggle";
import planButtonsScript from "~/components/pricing/plan-buttons-script.ts?inline-script";
import { PlanCard } from "~/components/pricing/plan-card";
import { Section } from "~/components/sections/section";
import { plans } from "~/content/plans";
import { pricingCopy } from "~/content/pricing";

/**
 * The billing toggle and the plan cards, with no React in the browser: the cards show the checked
 * period's prices in CSS (`group/plans`), and a plan button (`data-action="choose-plan"`, run by
 * the script after the grid, `plan-buttons-script.ts`) reads "Processing..." until the request-demo page loads, says so in
 * the alert below the toggle if it cannot, and reads its name again if the visitor comes back.
 */
export function PlanGrid() {
  return (
    <Section
      aria-labelledby="plans-heading"
      data-slot="plan-grid"
      data-processing={pricingCopy.processing}
      data-failed={pricingCopy.navigationError}
      className="group/plans pt-0 md:pt-0"
    >
      <h2 id="plans-heading" className="sr-only">
        {pricingCopy.plansHeading}
      </h2>
      <BillingPeriodToggle className="mb-10" />
      <p
        role="alert"
        className="mx-auto mb-8 max-w-xl rounded-lg border border-destructive bg-destructive/10 px-4 py-3 text-center text-sm font-medium empty:hidden"
      />
      {/*
        Each card is a subgrid spanning six rows, so prices and lists line up across a row. Four
        across from lg: at 1024 px a 2×2 grid put the Recommended plan below the fold.
      */}
      <div className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-4 xl:gap-6">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      <script dangerouslySetInnerHTML={{ __html: planButtonsScript() }} />
    </Section>
  );
}
