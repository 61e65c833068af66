/** Copy of the waitlist form and the request-demo page. The schema reads the rules from here. */
import { formatNumber } from "./format.ts";
import { site } from "./site.ts";

/** The topic options, sent as written. */
export const waitlistTopics = [
  "Trust",
  `${site.name} Flows`,
  "Services (agent development, data services, etc...)",
] as const;

export type WaitlistTopic = (typeof waitlistTopics)[number];

export type WaitlistTextField = "firstName" | "lastName" | "email" | "company" | "jobTitle";

type FieldCopy = { label: string; autoComplete: string; type?: "email" };

export const waitlistFields = {
  firstName: { label: "First name", autoComplete: "given-name" },
  lastName: { label: "Last name", autoComplete: "family-name" },
  email: { label: "Work email", autoComplete: "email", type: "email" },
  company: { label: "Company", autoComplete: "organization" },
  jobTitle: { label: "Job title", autoComplete: "organization-title" },
} as const satisfies Record<WaitlistTextField, FieldCopy>;

/** Validation messages, word for word; the "tooLong" ones guard the receiver's length caps. */
export const waitlistMessages = {
  firstName: "First name must be at least 2 characters.",
  lastName: "Last name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  company: "Company name must be at least 2 characters.",
  jobTitle: "Job title must be at least 2 characters.",
  topics: "Please select at least one topic of interest.",
  unprintable: "Please remove control characters (such as escape codes) from this field.",
  bidiControl: "Please remove characters that change the text's direction from this field.",
  invisible: "Please remove invisible characters (such as zero-width spaces) from this field.",
  tooLong: (max: number) => `Please keep this under ${formatNumber(max)} characters.`,
} as const;

/** Toasts after a submit, word for word. */
export const waitlistToasts = {
  success: {
    title: "Thank you for your waitlist submission",
    description: "A team member will reach out ASAP.",
  },
  rejected: {
    title: "Submission error",
    description: "There was a problem submitting your request. Please try again.",
  },
  network: {
    title: "Submission error",
    description: "There was a problem connecting to our server. Please try again later.",
  },
} as const;

export const waitlistForm = {
  legend: "Topics of interest",
  requiredNote: "All fields are required unless marked optional.",
  description: {
    label: "What would you like to discuss?",
    optional: "(optional)",
    placeholder: "The workflow you have in mind, where people fit in it, and any deadlines.",
  },
  plan: {
    label: "Plan",
    optional: "(optional)",
    none: "No plan chosen yet",
    noneSummary: "Not sure yet? Leave it to us: we will suggest one.",
  },
  /** Above the form after a failed submit: each field's label links to the field. */
  errorSummary: {
    heading: "Please check these fields",
    /** `{count}` is how many fields need a change. */
    intro: "{count} of the fields below need a change before we can send your request.",
    one: "One of the fields below needs a change before we can send your request.",
  },
  submit: "Submit",
  submitting: "Submitting...",
  /** Shown only when JavaScript is off, when Submit sends nothing; the address follows it. */
  noScript: {
    text: "This form sends with JavaScript, which is off in your browser. Write to us instead at",
    email: site.salesEmail,
  },
  /** Hidden from people and assistive technology; only form-filling bots see it. */
  honeypotLabel: "Leave this field empty",
} as const;

/** Shown in place of the form after a successful submission, until the visitor starts a new request. */
export const waitlistConfirmation = {
  heading: "Request received",
  /** `{name}` and `{email}` come from the submitted form. */
  body: "Thank you, {name}. A team member will reach out ASAP at {email}.",
  planLine: "Plan you asked about: {plan}",
  next: "Next, a solutions engineer reads your request, usually within one business day, and proposes a 30-minute working session.",
  again: "Start a new request",
} as const;

export type WaitlistAsideStep = { title: string; body: string };

export const waitlistPage = {
  heading: "Learn More",
  asideHeading: "What happens next",
  steps: [
    {
      title: "We read every request",
      body: "A solutions engineer reviews what you send, usually within one business day.",
    },
    {
      title: "A 30-minute working session",
      body: "We map one of your agent workflows and mark where a verified person should step in.",
    },
    {
      title: "A pilot plan you can take to review",
      body: "You get the Flows, Source and Trust set-up we would propose, with the attestation trail your compliance team will ask for.",
    },
  ],
  privacy: "We use these details only to answer your request. See our",
  privacyLink: { label: "Privacy Policy", href: "/privacy-notice" },
} as const satisfies {
  heading: string;
  asideHeading: string;
  steps: readonly WaitlistAsideStep[];
  privacy: string;
  privacyLink: { label: string; href: string };
};
