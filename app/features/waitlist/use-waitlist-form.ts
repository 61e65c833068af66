import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { PlanKey } from "~/content/plans";
import { waitlistToasts } from "~/content/waitlist";
import { config } from "~/lib/config";
import { emptyWaitlist } from "./fields";
import {
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  SUBMISSION_ID_FIELD,
  type WaitlistInput,
  type WaitlistValues,
  waitlistSchema,
} from "./schema";
import { newSubmissionId, type SubmitOutcome, submitWaitlist } from "./submit";

const failureToasts: Record<
  Exclude<SubmitOutcome, "ok">,
  { title: string; description: string }
> = {
  rejected: waitlistToasts.rejected,
  network: waitlistToasts.network,
};

/**
 * The form's state machine: idle → submitting → toast → idle. Validates on submit, then on
 * every change. After a failed submit the form moves focus to its error summary (not to the first
 * invalid field), which links to each invalid field.
 */
export function useWaitlistForm(plan: PlanKey | undefined, url = config.waitlistUrl) {
  const form = useForm<WaitlistInput, unknown, WaitlistValues>({
    resolver: zodResolver(waitlistSchema),
    defaultValues: emptyWaitlist,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const honeypot = React.useRef<HTMLInputElement>(null);
  /** The last successful submission, shown as a confirmation until the visitor starts a new request. */
  const [submitted, setSubmitted] = React.useState<WaitlistValues | null>(null);
  // When the form was shown empty, on the page's clock (`performance.now()`): the prerendered form
  // is on screen, and can be filled in, from the page's start, before it hydrates.
  const startedAt = React.useRef(0);
  // Kept across failed tries, so a request that did reach the server is not stored twice.
  const submissionId = React.useRef("");
  // One request per submission, even when a double click lands before the button disables.
  const inFlight = React.useRef(false);

  React.useEffect(() => {
    submissionId.current = newSubmissionId();
  }, []);

  const submit = form.handleSubmit(async (values) => {
    const outcome = await submitWaitlist(url, {
      ...values,
      ...(plan ? { plan } : {}),
      [SUBMISSION_ID_FIELD]: submissionId.current,
      [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
      [ELAPSED_FIELD]: Math.round(performance.now() - startedAt.current),
    });
    if (outcome === "ok") {
      toast.success(waitlistToasts.success.title, {
        description: waitlistToasts.success.description,
      });
      form.reset(emptyWaitlist);
      startedAt.current = performance.now();
      submissionId.current = newSubmissionId();
      setSubmitted(values);
    } else {
      const { title, description } = failureToasts[outcome];
      toast.error(title, { description });
    }
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    try {
      await submit(event);
    } finally {
      inFlight.current = false;
    }
  }

  const clearSubmitted = React.useCallback(() => setSubmitted(null), []);
  return { form, onSubmit, honeypot, submitted, clearSubmitted };
}
