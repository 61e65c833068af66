import { BillingPeriodToggle } from "~/components/pricing/billing-period-toggle";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { type PlanKey, plans } from "~/content/plans";
import { waitlistForm } from "~/content/waitlist";
import { parseAmount, priceLabel } from "~/lib/pricing";
import type { ChosenPlan } from "./use-chosen-plan";

const choosable = plans.flatMap((plan) =>
  plan.planKey ? [{ ...plan, planKey: plan.planKey }] : [],
);
const copy = waitlistForm.plan;

/** The plan the visitor is asking about: preset from the pricing page, changeable or clearable here. */
export function PlanField({ plan, billing, choosePlan, chooseBilling }: ChosenPlan) {
  const paid = plan ? parseAmount(plan.price) !== null : false;
  return (
    <div
      data-slot="plan-field"
      className="grid gap-4 rounded-lg border bg-background p-4 sm:col-span-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor="waitlist-plan">
          {copy.label}
          <span className="font-normal text-muted-foreground">{copy.optional}</span>
        </Label>
        <NativeSelect
          id="waitlist-plan"
          value={plan?.planKey ?? ""}
          aria-describedby="waitlist-plan-summary"
          onChange={(event) => choosePlan((event.target.value || null) as PlanKey | null)}
        >
          <option value="">{copy.none}</option>
          {choosable.map((option) => (
            <option key={option.planKey} value={option.planKey}>
              {option.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {paid ? (
        <BillingPeriodToggle value={billing} onValueChange={chooseBilling} hint={false} />
      ) : null}
      <p
        id="waitlist-plan-summary"
        // "plan-notice" marks the chosen plan's name and price; without a plan it is only a hint.
        data-slot={plan ? "plan-notice" : "plan-hint"}
        aria-live="polite"
        className="text-sm text-muted-foreground sm:col-span-2"
      >
        {plan ? (
          <>
            <span className="font-semibold text-foreground">{plan.name}</span>:{" "}
            {priceLabel(plan, billing)}
          </>
        ) : (
          copy.noneSummary
        )}
      </p>
    </div>
  );
}
