import * as React from "react";
import { waitlistForm } from "~/content/waitlist";

export type SummaryError<Name extends string = string> = {
  name: Name;
  label: string;
  targetId: string;
};

const copy = waitlistForm.errorSummary;

/**
 * What a failed submit found, at the top of the form: it takes focus, so a keyboard or screen reader
 * starts there, and each invalid field's label links to the field (focusing it, not only scrolling
 * to it). The messages themselves stay beside their fields.
 */
export function ErrorSummary<Name extends string>({
  errors,
  onSelect,
  ref,
}: {
  errors: readonly SummaryError<Name>[];
  onSelect: (name: Name) => void;
  ref: React.Ref<HTMLDivElement>;
}) {
  const headingId = React.useId();
  if (errors.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={headingId}
      data-slot="error-summary"
      className="rounded-xl border-2 border-destructive p-5 outline-none focus-visible:ring-3 focus-visible:ring-ring/40 sm:col-span-2"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {errors.length === 1 ? copy.one : copy.intro.replace("{count}", String(errors.length))}
      </p>
      <ul className="mt-3 grid gap-1 text-sm">
        {errors.map((error) => (
          <li key={error.name}>
            <a
              href={`#${error.targetId}`}
              onClick={(event) => {
                event.preventDefault();
                onSelect(error.name);
              }}
              className="inline-flex min-h-6 items-center font-medium text-brand-ink underline underline-offset-4"
            >
              {error.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
