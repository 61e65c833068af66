import { Check } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { Plan } from "~/content/plans";
import { pricingCopy } from "~/content/pricing";
import { site } from "~/content/site";
import {
  type BillingPeriod,
  displayPrice,
  formatAmount,
  salesMailto,
  yearlySavings,
} from "~/lib/pricing";
import { cn } from "~/lib/utils";

function savingsText(plan: Plan) {
  const savings = yearlySavings(plan);
  return savings ? pricingCopy.savings.replace("{amount}", formatAmount(savings.amount)) : null;
}

export function PlanCard({
  plan,
  period,
  processing,
  disabled,
  onChoose,
}: {
  plan: Plan;
  period: BillingPeriod;
  processing: boolean;
  disabled: boolean;
  onChoose: (plan: Plan) => void;
}) {
  const { price, period: unit } = displayPrice(plan, period);
  const savings = period === "yearly" ? savingsText(plan) : null;
  const highlighted = plan.badge !== null;
  const headingId = `plan-${plan.id}`;
  return (
    <article
      data-slot="plan-card"
      aria-labelledby={headingId}
      className={cn(
        // A subgrid of the plan grid's rows: name, description, price, savings, list and button line
        // up across the cards of a row whatever the length of each description.
        "relative row-span-6 grid grid-rows-subgrid gap-y-0 rounded-xl border bg-card p-6 shadow-sm",
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
      <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
      <p data-slot="plan-price" className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{price}</span>
        {unit ? <span className="text-sm text-muted-foreground">{unit}</span> : null}
      </p>
      <p className="mt-1 min-h-5 text-sm font-medium text-success">{savings}</p>
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
          disabled={disabled}
          aria-describedby={headingId}
          onClick={() => onChoose(plan)}
        >
          {processing ? pricingCopy.processing : plan.buttonText}
        </Button>
      )}
    </article>
  );
}
