import { CircleCheck } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import type { Plan } from "~/content/plans";
import { waitlistConfirmation as copy } from "~/content/waitlist";
import type { WaitlistValues } from "./schema";

/** Stays after a successful submission (beside the spec's toast) until the visitor starts a new request. */
export function Confirmation({
  submitted,
  plan,
  onStartNew,
}: {
  submitted: Pick<WaitlistValues, "firstName" | "email">;
  plan?: Plan;
  onStartNew: () => void;
}) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  // Screen-reader and keyboard users land on the confirmation, not on the emptied form.
  React.useEffect(() => heading.current?.focus(), []);
  return (
    <section
      data-slot="waitlist-confirmation"
      aria-labelledby="waitlist-confirmation-heading"
      className="mb-8 rounded-lg border bg-background p-5 shadow-xs"
    >
      <h2
        ref={heading}
        id="waitlist-confirmation-heading"
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand-ink" />
        {copy.heading}
      </h2>
      {/* The name and address have no spaces to wrap at: one longer than a phone's line breaks
          anywhere rather than pushing the form past the screen. */}
      <p className="mt-2 text-sm wrap-anywhere">
        {copy.body
          .replace("{name}", () => submitted.firstName)
          .replace("{email}", () => submitted.email)}
      </p>
      {plan ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {copy.planLine.replace("{plan}", plan.name)}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-muted-foreground">{copy.next}</p>
      <Button type="button" variant="outline" className="mt-4" onClick={onStartNew}>
        {copy.again}
      </Button>
    </section>
  );
}
