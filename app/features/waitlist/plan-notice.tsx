import type { Plan } from "~/content/plans";
import { waitlistForm } from "~/content/waitlist";

/** Shows which plan the visitor chose on the pricing page; it is sent with the request. */
export function PlanNotice({ plan }: { plan: Plan }) {
  return (
    <p
      data-slot="plan-notice"
      className="mb-6 flex flex-wrap items-baseline gap-x-2 rounded-md border bg-background px-4 py-3 text-sm"
    >
      <span className="text-muted-foreground">{waitlistForm.plan.label}:</span>
      <span className="font-semibold">{plan.name}</span>
      <span className="text-muted-foreground">
        {plan.price}
        {plan.period}
      </span>
    </p>
  );
}
