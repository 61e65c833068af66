import { pricingCopy } from "~/content/pricing";
import type { BillingPeriod } from "~/lib/pricing";
import { cn } from "~/lib/utils";

const options: { value: BillingPeriod; label: string }[] = [
  { value: "monthly", label: pricingCopy.billing.monthly },
  { value: "yearly", label: pricingCopy.billing.yearly },
];

/** Native radios: arrow keys move between periods and screen readers announce the checked one. */
export function BillingPeriodToggle({
  value,
  onValueChange,
  hint = true,
  className,
}: {
  value: BillingPeriod;
  onValueChange: (value: BillingPeriod) => void;
  /** The "Yearly: two months free" line under the toggle. */
  hint?: boolean;
  className?: string;
}) {
  return (
    <fieldset
      data-slot="billing-period-toggle"
      className={cn("flex flex-col items-center gap-2", className)}
    >
      <legend className="sr-only">{pricingCopy.billing.legend}</legend>
      <div className="inline-flex rounded-full border bg-muted p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "relative cursor-pointer rounded-full px-5 py-2 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring motion-reduce:transition-none",
              value === option.value
                ? "bg-background text-foreground shadow-sm"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            <input
              type="radio"
              name="billing-period"
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p className="text-sm text-muted-foreground">
          {pricingCopy.billing.yearly}: {pricingCopy.billing.yearlyHint}
        </p>
      ) : null}
    </fieldset>
  );
}
