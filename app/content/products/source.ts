import { links } from "~/content/pages";
import type {
  CallToAction,
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

export const sourceFacts = [
  { value: "200+", label: "workforce providers available on demand" },
  { value: "100%", label: "of participants biometrically verified" },
  { value: "3", label: "signals matched on every request: domain, expertise, reputation" },
] as const satisfies { value: string; label: string }[];

export const sourceMatching = {
  intro: {
    eyebrow: "Matching",
    heading: "Matched on what the task actually needs",
    description:
      "Every request is matched against three signals, so a tax question does not land with a generalist and a medical label does not land with someone unlicensed.",
  },
  features: [
    {
      icon: "globe",
      title: "Domain",
      description:
        "Finance, healthcare, legal, insurance, public sector, software: providers declare the domains they serve and are tested in them.",
    },
    {
      icon: "badge-check",
      title: "Expertise",
      description:
        "Credentials, licences, languages and past task types are checked and kept current, so you can require a CPA, a nurse or a native Japanese speaker.",
    },
    {
      icon: "star",
      title: "Reputation score",
      description:
        "A score built from accuracy on reviewed work, agreement with peers, response time and dispute history. It moves with every task, not once a year.",
    },
  ],
} satisfies FeatureBlock;

export const sourceSteps = {
  intro: {
    eyebrow: "How it works",
    heading: "From search to live workforce in minutes",
  },
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
} satisfies StepsBlock;

export const sourceVerification = {
  intro: {
    eyebrow: "Verified participants",
    heading: "Every participant is a verified, real person",
    description:
      "Agents need to know a human actually answered, and which human. Source verifies identity before anyone takes a task and confirms it again when they sign their work.",
  },
  features: [
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
      description:
        "Provider profiles show verified headcount, certifications, languages and attested task history, not self-reported claims.",
    },
  ],
  image: screen(
    "source-provider",
    "A workforce provider's profile in Source: verified headcount, domains, certifications, a reputation score with its components and recent attested tasks.",
    "A provider profile: verification, certifications and the reputation score broken down.",
  ),
} satisfies FeatureBlock & { image: Screenshot };

export const sourceSides = {
  intro: { eyebrow: "Two sides", heading: "Built for both sides of the work" },
  features: [
    {
      icon: "bot",
      title: "For teams building agents",
      description:
        "Reach qualified people without hiring, vendor onboarding or a new review tool. Pay for completed, attested work.",
    },
    {
      icon: "handshake",
      title: "For workforce providers",
      description:
        "List your verified teams, win work from AI programmes that need real expertise and let your reputation score speak for quality.",
    },
  ],
} satisfies FeatureBlock;

export const sourceCallToAction = {
  heading: "Find the people your agents are missing",
  description:
    "Tell us the domain and volume you need. We will show you matching providers and their reputation scores.",
  action: links.requestDemo,
} satisfies CallToAction;
