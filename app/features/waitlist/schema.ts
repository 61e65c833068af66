/**
 * The one waitlist schema, shared by the form and the receiver (server/waitlist). It imports no React and
 * nothing from the browser, and only relative paths, so the server can load it as is. Written with
 * `zod/mini`, whose functions tree-shake, so the form ships only the checks it uses.
 */
import * as z from "zod/mini";
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

/**
 * Control characters (C0, DEL, C1) can rewrite an operator's terminal or break a tab-separated line, and a
 * lone surrogate cannot be stored as valid UTF-8. One-line fields refuse them all, and the line and
 * paragraph separators (U+2028, U+2029) with them; the description keeps its line breaks.
 */
const UNPRINTABLE_LINE = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u;
const UNPRINTABLE_TEXT = /(?![\n\r])[\p{Cc}\p{Cs}]/u;

export function hasUnprintable(value: string, { multiline = false } = {}) {
  return (multiline ? UNPRINTABLE_TEXT : UNPRINTABLE_LINE).test(value);
}

/**
 * Bidirectional controls (marks, embeddings, overrides, isolates) change the order text is shown
 * in: `Acme\u202Egnp.exe` reads as `Acmeexe.png`. No field needs one; joiners (👩🏽‍💻) are not among
 * them and pass.
 */
export const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Characters that draw nothing yet reach whoever reads the lead by program: Unicode's format
 * characters and default-ignorable code points (zero-width spaces, word joiners, soft hyphens, the
 * grapheme joiner, Hangul fillers, annotation marks, and tags, which spell out text no reader sees).
 * Bidirectional controls have their own rule. Writing needs three kinds, kept where it needs them:
 * a joiner (ZWJ, ZWNJ) between two characters, one variation selector after a character (❤️, 葛󠄀),
 * and the tags of the three flags written with them (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
 */
const HIDDEN =
  /(?![\p{Join_Control}\p{Variation_Selector}\p{Bidi_Control}])[\p{Cf}\p{Default_Ignorable_Code_Point}]|(?:^|[\s\p{Join_Control}])\p{Join_Control}|\p{Join_Control}(?:$|\s)|(?:^|[\s\p{Join_Control}\p{Variation_Selector}])\p{Variation_Selector}/u;
const TAG_FLAGS =
  /\u{1F3F4}\u{E0067}\u{E0062}(?:\u{E0065}\u{E006E}\u{E0067}|\u{E0073}\u{E0063}\u{E0074}|\u{E0077}\u{E006C}\u{E0073})\u{E007F}/gu;

export function hasHidden(value: string) {
  return HIDDEN.test(value.replace(TAG_FLAGS, "\u{1F3F4}"));
}

/** What shows nothing on its own: spaces, what `HIDDEN` names, and the blank braille pattern. */
const INVISIBLE = /[\s\p{Z}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Characters a reader sees, by code point: what the fields' minimum lengths count. */
export function visibleLength(value: string) {
  return [...value.replace(INVISIBLE, "")].length;
}

const printable = (multiline: boolean) =>
  z.refine<string>((value) => !hasUnprintable(value, { multiline }), {
    error: messages.unprintable,
  });

const noBidiControls = z.refine<string>((value) => !BIDI_CONTROL.test(value), {
  error: messages.bidiControl,
});

// It names what is wrong with a name of zero-width spaces better than the minimum length would.
const noHidden = z.refine<string>((value) => !hasHidden(value), {
  error: messages.invisible,
  abort: true,
});

function text(min: number, message: string, max: number) {
  return z.string({ error: message }).check(
    z.trim(),
    z.maxLength(max, { error: messages.tooLong(max) }),
    printable(false),
    noBidiControls,
    noHidden,
    z.refine((value) => visibleLength(value) >= min, { error: message }),
  );
}

export const waitlistSchema = z.object({
  firstName: text(2, messages.firstName, fieldLimits.firstName),
  lastName: text(2, messages.lastName, fieldLimits.lastName),
  email: z.pipe(
    z
      .string({ error: messages.email })
      .check(z.trim(), z.maxLength(fieldLimits.email, { error: messages.email })),
    z.email({ error: messages.email }),
  ),
  company: text(2, messages.company, fieldLimits.company),
  jobTitle: text(2, messages.jobTitle, fieldLimits.jobTitle),
  topics: z.pipe(
    z
      .array(z.enum(waitlistTopics, { error: messages.topics }), { error: messages.topics })
      .check(
        z.minLength(1, { error: messages.topics }),
        z.maxLength(waitlistTopics.length * 2, { error: messages.topics }),
      ),
    z.transform((topics) => [...new Set(topics)]),
  ),
  description: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(fieldLimits.description, { error: messages.tooLong(fieldLimits.description) }),
        printable(true),
        noBidiControls,
        noHidden,
      ),
    "",
  ),
});

export type WaitlistInput = z.input<typeof waitlistSchema>;
export type WaitlistValues = z.output<typeof waitlistSchema>;

export const planKeys = plans.flatMap((plan) => (plan.planKey ? [plan.planKey] : [])) as [
  PlanKey,
  ...PlanKey[],
];

/**
 * Names one filled-in form. The form keeps it until a submission succeeds, so a retry or a double send
 * of the same form stores one lead.
 */
export const SUBMISSION_ID_FIELD = "submissionId";

/**
 * One lead as it is stored, exported and forwarded: the spec fields plus the optional plan (an unknown
 * plan is dropped, not an error).
 */
export const leadSchema = z.extend(waitlistSchema, {
  plan: z.catch(z.optional(z.enum(planKeys)), undefined),
});

export type Lead = z.output<typeof leadSchema>;

/**
 * What the receiver accepts: a lead, its submission id and the anti-spam fields. The anti-spam fields
 * never fail a submission, so a bot is answered like a person: the honeypot becomes whether anything
 * came back in it, a fill time that is not a number becomes missing.
 */
export const submissionSchema = z.extend(leadSchema, {
  [SUBMISSION_ID_FIELD]: z.optional(z.uuid()),
  [HONEYPOT_FIELD]: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => value !== null && value !== ""),
    ),
  ),
  [ELAPSED_FIELD]: z.catch(z.optional(z.number()), undefined),
});

export type WaitlistSubmission = z.output<typeof submissionSchema>;

/** The body the form sends. */
export type WaitlistPayload = WaitlistValues &
  Pick<Lead, "plan"> & {
    [SUBMISSION_ID_FIELD]: string;
    [HONEYPOT_FIELD]: string;
    [ELAPSED_FIELD]: number;
  };

/** Field name → messages, for the receiver's 400 answer. */
export function fieldErrors(error: z.core.$ZodError) {
  return z.flattenError(error).fieldErrors as Record<string, string[]>;
}
