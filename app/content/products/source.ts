import { links } from "~/content/pages";
import type {
  CallToAction,
  Comparison,
  FeatureBlock,
  ProductHero,
  Screenshot,
  StepsBlock,
} from "~/content/types";
import { screen } from "./types";

export const sourceHero = {
  name: "Source",
  tagline: "Verified humans and workforce providers, on demand for your AI workflows.",
  description:
    "A marketplace where AI workflows find the right people: individual experts and 200+ workforce providers, matched by domain, expertise and reputation score, and connected in real time through MCP.",
  image: screen(
    "source-marketplace",
    "The Source marketplace: verified experts and workforce providers matched to a clinical documentation search, filtered by domain, verification and reputation, each with a reputation score, turnaround, languages and rate.",
    "The marketplace: filter by domain, expertise and reputation, then add a provider to a Flow.",
  ),
} satisfies ProductHero;

/**
 * What the marketplace guarantees on every match, as one bento: the three signals a request is
 * matched on, then the three checks that every participant is a verified, real person.
 */
export const sourceGuarantees = {
  intro: {
    eyebrow: "What every match guarantees",
    heading: "The right person, and proof it was them",
  },
  features: [
    {
      icon: "blocks",
      title: "Domain",
      description:
        "Providers declare the domains they serve and are tested in each before they take its tasks, so a claims review reaches insurance adjusters, not a general pool.",
      chips: {
        items: ["Finance", "Healthcare", "Legal", "Insurance", "Public sector", "Software"],
        chosen: "Insurance",
      },
    },
    {
      icon: "badge-check",
      title: "Expertise",
      description:
        "Credentials, licences, languages and past task types are checked and kept current, so you can require a CPA, a nurse or a native Japanese\u00a0speaker.",
    },
    {
      icon: "star",
      title: "Reputation score",
      description:
        "A score built from accuracy on reviewed work, agreement with peers, response time and dispute history. It moves with every task, not once a year.",
    },
    {
      icon: "fingerprint",
      title: "Biometric verification",
      description:
        "Participants pass a biometric identity check at onboarding, before they can accept a single task.",
    },
    {
      icon: "key-round",
      title: "Confirmed at the moment of work",
      description:
        "Completed actions are confirmed with a biometric or security-key check, so an account cannot be quietly shared.",
    },
    {
      icon: "history",
      title: "A track record you can read",
      illustration: "track-record",
      description:
        "Provider profiles show verified headcount, certifications, languages and attested task history, not self-reported claims.",
    },
  ],
} satisfies FeatureBlock;

export const sourceSteps = {
  intro: {
    eyebrow: "How it works",
    heading: "From search to live workforce in minutes",
  },
  image: screen(
    "source-provider",
    "A workforce provider's profile in Source: verified headcount, domains, certifications, a reputation score with its components and recent attested tasks.",
    "A provider profile: verification, certifications and the reputation score broken down.",
  ),

  steps: [
    {
      title: "Find trusted humans and workforce providers",
      description:
        "Search by domain, expertise, language, time zone and reputation score. Every listing shows verification status and recent performance.",
    },
    {
      title: "Connect through the marketplace",
      description:
        "Agree on task types, rates and service levels once in the marketplace, then reuse them across every Flow that needs that workforce.",
    },
    {
      title: "Deploy in real time",
      description:
        "Attach the workforce to a Flow and your agents reach it through MCP immediately. Requests route to whoever is qualified and available.",
    },
    {
      title: "Scale with confidence",
      description:
        "Add providers as volume grows or peaks arrive. Reputation scores and attested results keep quality visible as the pool widens.",
    },
  ],
} satisfies StepsBlock & { image: Screenshot };

/** Source beside the usual ways of finding people, for the reader who buys a workforce. */
export const sourceComparison = {
  intro: {
    eyebrow: "Compared",
    heading: "What changes when the workforce comes from Source",
  },
  columns: ["Source", "Agencies and crowd platforms"],
  rows: [
    {
      label: "On demand",
      values: ["200+ workforce providers and individual experts", "One agency's bench"],
    },
    {
      label: "Identity",
      values: [
        "Biometric check at onboarding and at every signed task",
        "Checked once at hiring, or an email address",
      ],
    },
    {
      label: "Matching",
      values: [
        "Domain, expertise and reputation score",
        "A recruiter's shortlist, or whoever is free",
      ],
    },
    {
      label: "Time to first task",
      values: ["Minutes, through MCP", "Weeks of vendor onboarding"],
    },
    {
      label: "Proof of who did the work",
      values: ["A signed attestation for every task", "Timesheets and exports"],
    },
  ],
} satisfies Comparison;

export const sourceCallToAction = {
  heading: "Find the people your agents are missing",
  description:
    "Tell us the domain and volume you need. We will show you matching providers and their reputation scores.",
  action: links.requestDemo,
} satisfies CallToAction;
