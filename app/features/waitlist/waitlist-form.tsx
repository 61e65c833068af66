import * as React from "react";
import { Controller } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { type PlanKey, planByKey } from "~/content/plans";
import { type WaitlistTextField, waitlistFields, waitlistForm } from "~/content/waitlist";
import { Confirmation } from "./confirmation";
import { ErrorSummary, type SummaryError } from "./error-summary";
import { HONEYPOT_FIELD, type WaitlistInput } from "./schema";
import { TextAreaField, TextField } from "./text-field";
import { TopicsField } from "./topics-field";
import { useWaitlistForm } from "./use-waitlist-form";

const textFields = Object.keys(waitlistFields) as WaitlistTextField[];

/**
 * The request-demo form: fields, validation, submission and its toasts. Its code loads only with the
 * request-demo page's island (`request-demo-form.tsx`), on a visitor's first reach for it.
 * `planField` is the plan chooser, placed inside the form's grid; the plan itself is sent as `plan`.
 */
export function WaitlistForm({ plan, planField }: { plan?: PlanKey; planField?: React.ReactNode }) {
  const { form, onSubmit, honeypot, submitted, clearSubmitted } = useWaitlistForm(plan);
  const {
    register,
    control,
    setFocus,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = form;

  // Each submit that finds errors moves focus to their summary: react-hook-form publishes the
  // submit's count and its errors together, so the summary is drawn by then.
  const summaryRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (submitCount > 0) summaryRef.current?.focus();
  }, [submitCount]);
  const summary: SummaryError<keyof WaitlistInput>[] = [
    ...textFields.map((name) => ({
      name,
      label: waitlistFields[name].label,
      targetId: `waitlist-${name}`,
    })),
    { name: "topics" as const, label: waitlistForm.legend, targetId: "waitlist-topics-0" },
    {
      name: "description" as const,
      label: waitlistForm.description.label,
      targetId: "waitlist-description",
    },
  ].filter((entry) => errors[entry.name]);

  // Typing into the emptied form starts a new request, which retires the last confirmation.
  React.useEffect(() => {
    if (!submitted) return;
    const subscription = watch(() => clearSubmitted());
    return () => subscription.unsubscribe();
  }, [submitted, watch, clearSubmitted]);

  return (
    <>
      {submitted ? (
        <Confirmation
          submitted={submitted}
          plan={planByKey(plan)}
          onStartNew={() => {
            clearSubmitted();
            setFocus("firstName");
          }}
        />
      ) : null}
      <form
        data-slot="waitlist-form"
        // The form sends only through its handler. "dialog" makes a native submit (without
        // JavaScript) send nothing, anywhere: personal data never lands in a URL or in a request
        // nobody answers, and what was typed stays in the fields.
        method="dialog"
        noValidate
        onSubmit={onSubmit}
        aria-busy={isSubmitting}
        className="grid gap-6 sm:grid-cols-2"
      >
        <ErrorSummary ref={summaryRef} errors={summary} onSelect={(name) => setFocus(name)} />
        <p className="text-sm text-muted-foreground sm:col-span-2">{waitlistForm.requiredNote}</p>
        {planField}
        {textFields.map((name) => {
          const field = waitlistFields[name];
          return (
            <TextField
              key={name}
              id={`waitlist-${name}`}
              label={field.label}
              type={"type" in field ? field.type : "text"}
              autoComplete={field.autoComplete}
              error={errors[name]?.message}
              className={name === "email" ? "sm:col-span-2" : undefined}
              {...register(name)}
            />
          );
        })}
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="topics"
            render={({ field, fieldState }) => (
              <TopicsField
                id="waitlist-topics"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                firstRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <TextAreaField
          id="waitlist-description"
          label={waitlistForm.description.label}
          hint={waitlistForm.description.optional}
          placeholder={waitlistForm.description.placeholder}
          error={errors.description?.message}
          className="sm:col-span-2"
          {...register("description")}
        />
        {/* Honeypot: off-screen, unlabelled for people, skipped by keyboard and screen readers. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            {waitlistForm.honeypotLabel}
            <input
              ref={honeypot}
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </label>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" variant="brand" size="lg" disabled={isSubmitting}>
            {isSubmitting ? waitlistForm.submitting : waitlistForm.submit}
          </Button>
          <noscript>
            <p className="mt-3 text-sm text-muted-foreground">
              {waitlistForm.noScript.text}{" "}
              <a
                href={`mailto:${waitlistForm.noScript.email}`}
                className="text-brand-ink underline"
              >
                {waitlistForm.noScript.email}
              </a>
              .
            </p>
          </noscript>
        </div>
      </form>
    </>
  );
}
