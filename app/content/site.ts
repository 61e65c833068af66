/** One place for the company's configuration: every placeholder here is on the README's "Before launch" list. */
export const site = {
  name: "Fabric",
  legalName: "Fabric Labs, Inc.",
  tagline: "Connecting, sourcing and proving human participation within agentic AI systems.",
  description:
    "Fabric connects humans to AI workflows and proves their participation: Flows for human-in-the-loop tasks over MCP, Source for verified people on demand, Trust for signed, verifiable attestations.",
  salesEmail: "sales@fabric.example",
  /** The general contact address in the footer. */
  contactEmail: "hello@fabric.example",
  /** The office whose street address the footer shows (one of locations.ts). */
  headquarters: "Austin",
  privacyEmail: "privacy@fabric.example",
  /** Where vulnerability reports go: the security page and security.txt name it. */
  securityEmail: "security@fabric.example",
  social: [
    { label: "LinkedIn", href: "https://www.linkedin.com/company/fabric-example" },
    { label: "YouTube", href: "https://www.youtube.com/@fabric-example" },
    { label: "Instagram", href: "https://www.instagram.com/fabric.example" },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]["label"];
