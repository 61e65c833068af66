import { Check } from "lucide-react";
import { CHOOSE_PLAN } from "~/components/pricing/plan-buttons-script";
import { Button } from "~/components/ui/button";
import type { Plan } from "~/content/plans";
import { pricingCopy } from "~/content/pricing";
import { site } from "~/content/site";
import {
  BILLING_PERIODS,
  type BillingPeriod,
  displayPrice,
  formatAmount,
  requestDemoHref,
  salesMailto,
  yearlySavings,
} from "~/lib/pricing";
import { cn } from "~/lib/utils";
import { WholeCompounds } from "~/components/ui/whole-compounds";

function savingsText(plan: Plan) {
  const savings = yearlySavings(plan);
  return savings ? pricingCopy.savings.replace("{amount}", formatAmount(savings.amount)) : null;
}

/**
 * Each period's price and savings show while its radio in the plan grid (`group/plans`) is
 * checked; `display: contents` keeps them two rows of the card's subgrid.
 */
const SHOWN_IN: Record<BillingPeriod, string> = {
  monthly: "contents group-has-[[value=yearly]:checked]/plans:hidden",
  yearly: "hidden group-has-[[value=yearly]:checked]/plans:contents",
};

export function PlanCard({ plan }: { plan: Plan }) {
  const highlighted = plan.badge !== null;
  const headingId = `plan-${plan.id}`;
  return (
    <article
      data-slot="plan-card"
      aria-labelledby={headingId}
      className={cn(
        // A subgrid of the plan grid's rows: name, description, price, savings, list and button line
        // up across the cards of a row whatever the length of each description.
        "relative row-span-6 grid grid-rows-subgrid gap-y-0 rounded-xl border bg-card p-6 elevation-sm",
        highlighted && "border-brand ring-1 ring-brand",
      )}
    >
      {plan.badge ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand px-3 py-0.5 text-xs font-semibold text-brand-foreground">
          {plan.badge}
        </p>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        <WholeCompounds>{plan.description}</WholeCompounds>
      </p>
      {BILLING_PERIODS.map((period) => {
        const { price, period: unit } = displayPrice(plan, period);
        return (
          <div key={period} data-period={period} className={SHOWN_IN[period]}>
            <p data-slot="plan-price" className="mt-6 flex items-baseline gap-1">
              <span className="text-4xl font-bold tracking-tight">{price}</span>
              {unit ? <span className="text-sm text-muted-foreground">{unit}</span> : null}
            </p>
            <p className="mt-1 min-h-5 text-sm font-medium text-success">
              {period === "yearly" ? savingsText(plan) : null}
            </p>
          </div>
        );
      })}
      <ul
        aria-label={pricingCopy.featuresLabel.replace("{plan}", plan.name)}
        className="mt-6 space-y-3 text-sm"
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-ink" />
            {feature}
          </li>
        ))}
      </ul>
      {plan.isEnterprise ? (
        <Button asChild variant="outline" className="mt-8 w-full self-end">
          <a href={salesMailto(site.salesEmail, pricingCopy.enterpriseSubject)}>
            {plan.buttonText}
          </a>
        </Button>
      ) : (
        <Button
          type="button"
          variant={highlighted ? "brand" : "outline"}
          className="mt-8 w-full self-end"
          aria-describedby={headingId}
          data-action={CHOOSE_PLAN}
          data-href-monthly={plan.planKey ? requestDemoHref(plan.planKey, "monthly") : undefined}
          data-href-yearly={plan.planKey ? requestDemoHref(plan.planKey, "yearly") : undefined}
          data-label={plan.buttonText}
        >
          {plan.buttonText}
        </Button>
      )}
    </article>
  );
}
