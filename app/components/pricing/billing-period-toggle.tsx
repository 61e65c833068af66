import { pricingCopy } from "~/content/pricing";
import { BILLING_PERIODS, type BillingPeriod, DEFAULT_BILLING_PERIOD } from "~/lib/pricing";
import { cn } from "~/lib/utils";

/**
 * Native radios: arrow keys move between periods, screen readers announce the checked one, and a
 * tap checks one at once, before and without any script. The checked period's look is CSS. Without
 * `value` the radios are the page's own (the pricing page's prices follow them in CSS); with it,
 * the form that renders them follows them.
 */
export function BillingPeriodToggle({
  value,
  onValueChange,
  hint = true,
  className,
}: {
  value?: BillingPeriod;
  onValueChange?: (value: BillingPeriod) => void;
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
        {BILLING_PERIODS.map((period) => (
          <label
            key={period}
            className="relative cursor-pointer rounded-full px-5 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground has-checked:bg-background has-checked:text-foreground has-checked:elevation-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring motion-reduce:transition-none"
          >
            <input
              type="radio"
              name="billing-period"
              value={period}
              {...(value === undefined
                ? { defaultChecked: period === DEFAULT_BILLING_PERIOD }
                : { checked: value === period, onChange: () => onValueChange?.(period) })}
              className="sr-only"
            />
            {pricingCopy.billing[period]}
          </label>
        ))}
      </div>
      {hint ? (
        <p className="text-sm text-muted-foreground">
          {`${pricingCopy.billing.yearly}: ${pricingCopy.billing.yearlyHint}`}
        </p>
      ) : null}
    </fieldset>
  );
}
