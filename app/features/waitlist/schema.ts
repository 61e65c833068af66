/**
 * The one waitlist schema, shared by the form and the receiver (server/waitlist). It imports no React and
 * nothing from the browser, and only relative paths, so the server can load it as is.
 */
import { z } from "zod";
import { plans, type PlanKey } from "../../content/plans.ts";
import { waitlistMessages as messages, waitlistTopics } from "../../content/waitlist.ts";

/** Caps that keep every valid submission well under the receiver's 16 KB body limit, even in 4-byte UTF-8. */
export const fieldLimits = {
  firstName: 100,
  lastName: 100,
  email: 254,
  company: 200,
  jobTitle: 150,
  description: 3000,
} as const;

/** Anti-spam fields sent beside the spec fields: a honeypot and how long the form was open. */
export const HONEYPOT_FIELD = "companyWebsite";
export const ELAPSED_FIELD = "elapsedMs";

function text(min: number, message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: messages.tooLong(max) });
}

export const waitlistSchema = z.object({
  firstName: text(2, messages.firstName, fieldLimits.firstName),
  lastName: text(2, messages.lastName, fieldLimits.lastName),
  email: z
    .string({ error: messages.email })
    .trim()
    .max(fieldLimits.email, { error: messages.email })
    .pipe(z.email({ error: messages.email })),
  company: text(2, messages.company, fieldLimits.company),
  jobTitle: text(2, messages.jobTitle, fieldLimits.jobTitle),
  topics: z
    .array(z.enum(waitlistTopics, { error: messages.topics }), { error: messages.topics })
    .min(1, { error: messages.topics })
    .max(waitlistTopics.length * 2, { error: messages.topics })
    .transform((topics) => [...new Set(topics)]),
  description: z
    .string()
    .trim()
    .max(fieldLimits.description, { error: messages.tooLong(fieldLimits.description) })
    .default(""),
});

export type WaitlistInput = z.input<typeof waitlistSchema>;
export type WaitlistValues = z.output<typeof waitlistSchema>;

export const planKeys = plans.flatMap((plan) => (plan.planKey ? [plan.planKey] : [])) as [
  PlanKey,
  ...PlanKey[],
];

/** What the receiver accepts: the spec fields plus the optional plan (an unknown plan is dropped, not an error). */
export const submissionSchema = waitlistSchema.extend({
  plan: z.enum(planKeys).optional().catch(undefined),
});

export type WaitlistSubmission = z.output<typeof submissionSchema>;

/** The body the form sends. */
export type WaitlistPayload = WaitlistValues & {
  plan?: PlanKey;
  [HONEYPOT_FIELD]: string;
  [ELAPSED_FIELD]: number;
};

/** Field name → messages, for the receiver's 400 answer. */
export function fieldErrors(error: z.ZodError) {
  return z.flattenError(error).fieldErrors as Record<string, string[]>;
}
