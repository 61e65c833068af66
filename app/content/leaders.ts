import { links } from "~/content/pages";
import type { CallToAction } from "~/content/types";

/** Leadership team for /about. Names, bios and profile links are placeholders (README "Before launch"). */
export type Leader = {
  /** Stable id, the name in kebab case: a blog post's `authors` name leaders by it. */
  id: string;
  name: string;
  role: string;
  /** The "Awesome Mode" portrait. */
  image: string;
  /** The default ("Boring Mode") portrait. */
  originalImage: string;
  bio: string;
  linkedin: string;
  location: string;
};

/** Both portrait styles are square SVG illustrations of this size. */
export const PORTRAIT_SIZE = 400;

export const leaders = [
  {
    id: "amara-okafor",
    name: "Amara Okafor",
    role: "CEO",
    image: "/images/leaders/amara-okafor-awesome.svg",
    originalImage: "/images/leaders/amara-okafor.svg",
    bio: "Amara spent a decade building workforce marketplaces for insurers and banks, where she saw AI take over decisions nobody could later explain. She started Fabric so every automated workflow can show which person stood behind it.",
    linkedin: "https://www.linkedin.com/in/fabric-example-ceo",
    location: "Austin, Texas",
  },
  {
    id: "daniel-reyes",
    name: "Daniel Reyes",
    role: "President/COO",
    image: "/images/leaders/daniel-reyes-awesome.svg",
    originalImage: "/images/leaders/daniel-reyes.svg",
    bio: "Daniel has run operations for two enterprise software companies through their growth from first customers to global teams. At Fabric he leads go-to-market, finance and the partnerships with our workforce providers.",
    linkedin: "https://www.linkedin.com/in/fabric-example-coo",
    location: "Austin, Texas",
  },
  {
    id: "wei-lin-tan",
    name: "Wei Lin Tan",
    role: "CTO",
    image: "/images/leaders/wei-lin-tan-awesome.svg",
    originalImage: "/images/leaders/wei-lin-tan.svg",
    bio: "Wei Lin designed identity and signing systems for payment networks before turning to agent infrastructure. She leads the engineering behind Flows, the Source marketplace and the cryptography of Trust.",
    linkedin: "https://www.linkedin.com/in/fabric-example-cto",
    location: "Singapore",
  },
  {
    id: "sofia-lindqvist",
    name: "Sofia Lindqvist",
    role: "VP of Customer Success",
    image: "/images/leaders/sofia-lindqvist-awesome.svg",
    originalImage: "/images/leaders/sofia-lindqvist.svg",
    bio: "Sofia has helped regulated enterprises roll out automation without losing their auditors' trust. She and her team take every customer from first Flow to production, and turn what they learn into the product.",
    linkedin: "https://www.linkedin.com/in/fabric-example-customer-success",
    location: "Austin, Texas",
  },
] as const satisfies readonly Leader[];

export const aboutCopy = {
  heading: "The people behind the human layer",
  description:
    "Fabric is built by operators, engineers and customer leaders who believe agentic AI should make room for people and prove when they were there.",
  leadershipHeading: "Leadership",
  mode: {
    label: "Portrait style",
    boring: "Boring Mode",
    awesome: "Awesome Mode",
  },
  /** `{name}` is filled in; the portraits are illustrations, not photographs. */
  portraitAlt: {
    boring: "Illustrated portrait of {name}",
    awesome: "Illustrated portrait of {name} in sunglasses against a starburst",
  },
  linkedinLabel: "{name} on LinkedIn",
  locationsHeading: "Where we work",
  locationsDescription: "Two offices today, two more opening soon.",
} as const;

export const aboutCallToAction = {
  heading: "Talk to the team",
  description:
    "Tell us where people belong in your AI workflows. One of us will show you how Flows, Source and Trust fit.",
  action: links.requestDemo,
} satisfies CallToAction;
