import type { LinkItem } from "./types";

/** Every prerendered page with its head copy: the router config, the sitemap and the SEO helper read this list. */
export type PageMeta = {
  path: string;
  title: string;
  description: string;
  /** Pages outside the sitemap (the 404 page). */
  noindex?: boolean;
  /** Another page's social card, for pages that have none of their own (a blog tag, a listing's page 2). */
  socialImage?: string;
  /** When the page last changed (ISO 8601), for its sitemap entry: a blog post's updated or publication date. */
  lastmod?: string;
};

export const pages = {
  home: {
    path: "/",
    title: "Fabric: human participation, connected and proven",
    description:
      "Fabric connects people to agentic AI workflows and proves their participation with signed, verifiable attestations. Flows, Source and Trust.",
  },
  flows: {
    path: "/products/flows",
    title: "Flows: humans in your AI workflows over MCP | Fabric",
    description:
      "The simplest way to bring real humans into your AI workflows. A Flow bundles Enablement, Fulfillment and Trust, and any MCP-capable agent can call it as a tool.",
  },
  source: {
    path: "/products/source",
    title: "Source: verified humans and workforce providers on demand | Fabric",
    description:
      "A marketplace where AI workflows find biometrically verified people and 200+ workforce providers, matched by domain, expertise and reputation, connected in real time through MCP.",
  },
  trust: {
    path: "/products/trust",
    title: "Trust: signed, verifiable proof of human action | Fabric",
    description:
      "Cryptographically signed, blockchain-anchored attestations of human actions in AI workflows, with QR-sealed certificates anyone can verify.",
  },
  about: {
    path: "/about",
    title: "About Fabric: the team and where we work",
    description:
      "Meet the leadership team building the human layer for agentic AI, with offices in Austin and Singapore and more on the way.",
  },
  pricing: {
    path: "/pricing",
    title: "Pricing | Fabric",
    description:
      "Start free with Agent Dev, grow with Starter or Professional, or talk to us about Enterprise. Monthly or yearly billing.",
  },
  requestDemo: {
    // eslint-disable-next-line no-restricted-syntax -- the one place that spells it
    path: "/request-demo",
    title: "Join the waitlist or request a demo | Fabric",
    description:
      "Tell us about your AI workflows and where people belong in them. A member of our team will reach out.",
  },
  privacy: {
    path: "/privacy-notice",
    title: "Privacy Notice | Fabric",
    description:
      "How Fabric collects, uses, shares and protects personal information through this website and the waitlist form, and the choices you have.",
  },
  security: {
    path: "/security",
    title: "Security and data handling | Fabric",
    description:
      "What this site collects and where it goes, who processes it, the security you can check for yourself, and how to report a vulnerability.",
  },
  blog: {
    path: "/blog",
    title: "Blog | Fabric",
    description:
      "Announcements, engineering notes and our point of view on connecting people to AI workflows and proving their participation.",
  },
  verify: {
    path: "/verify",
    title: "Verify a Fabric Trust certificate | Fabric",
    description:
      "Check any Fabric Trust certificate in your browser: paste it, drop its file or open its link. The signature and signer are verified locally; nothing is uploaded.",
  },
  verifyDemo: {
    path: "/verify/demo",
    title: "Sample proof-of-human certificate | Fabric Trust",
    description:
      "A sample Fabric Trust certificate whose ECDSA secp256k1 signature is verified in your browser. Change a field and watch verification fail.",
  },
  useCases: {
    path: "/use-cases",
    title: "Use cases: where people belong in AI workflows | Fabric",
    description:
      "Validation, escalation and consultation: three ways Fabric puts verified people into agentic workflows, each with its workflow, sample decisions and a signed record.",
  },
  validation: {
    path: "/use-cases/validation",
    title: "Human validation for AI decisions | Fabric",
    description:
      "Route AI outputs to verified people for sign-off on compliance-critical decisions, with a signed record of every approval.",
  },
  escalation: {
    path: "/use-cases/escalation",
    title: "Escalate low-confidence AI decisions to human experts | Fabric",
    description:
      "When an agent's confidence drops, hand the case to a qualified human expert in real time and keep a verifiable trail of the outcome.",
  },
  consultation: {
    path: "/use-cases/consultation",
    title: "Human consultation for AI agents | Fabric",
    description:
      "Give your agents access to human judgment, ethical guidance and context from vetted experts, on demand through MCP.",
  },
  notFound: {
    path: "/404",
    title: "Page not found | Fabric",
    description: "The page you were looking for does not exist.",
    noindex: true,
  },
} as const satisfies Record<string, PageMeta>;

export type PageKey = keyof typeof pages;

export const allPages: PageMeta[] = Object.values(pages);

/** The sample certificate's QR seal, an SVG file rendered at build time (`routes/verify.seal.ts`). */
export const demoSealPath = "/verify/fabric-demo-seal.svg";

/** The security contact file (RFC 9116), written at build time (`routes/security-txt.ts`). */
export const securityTxtPath = "/.well-known/security.txt";

/** Every page, and the files the app renders at build time. */
export const prerenderPaths = [...allPages.map((page) => page.path), demoSealPath, securityTxtPath];

/** Pages listed in sitemap.xml. */
export const indexablePages = allPages.filter((page) => !page.noindex);

/** The id of a product page's steps, which its hero links to. */
export const stepsAnchor = "how-it-works";

/**
 * Every link a page's content makes, with its one label: pages link through these and never
 * spell a path or a button's wording themselves. "Learn More" is the spec's wording for the
 * waitlist call to action; every other way to the form says "Request a Demo".
 */
export const links = {
  requestDemo: { label: "Request a Demo", href: pages.requestDemo.path },
  learnMore: {
    label: "Learn More",
    href: pages.requestDemo.path,
    context: "about joining the Fabric waitlist",
  },
  howItWorks: { label: "See how it works", href: `#${stepsAnchor}` },
  exploreSource: { label: "Explore Source", href: pages.source.path },
  sampleCertificate: { label: "View a sample certificate", href: pages.verifyDemo.path },
  verifyCertificate: { label: "Verify a certificate you received", href: pages.verify.path },
  backToUseCases: { label: "Back to Use Cases", href: "/#use-cases" },
  validation: { label: "See the Validation use case", href: pages.validation.path },
  escalation: { label: "See the Escalation use case", href: pages.escalation.path },
  consultation: { label: "See the Consultation use case", href: pages.consultation.path },
  /**
   * The same demo is "Demo Trust" on the home page and "Try Trust Demo" on Trust's: the sample
   * certificate on this site, or the external demo a build names (`VITE_TRUST_DEMO_URL`).
   */
  demoTrust: { label: "Demo Trust", href: pages.verifyDemo.path, buildSetting: "trustDemoUrl" },
  tryTrustDemo: {
    label: "Try Trust Demo",
    href: pages.verifyDemo.path,
    buildSetting: "trustDemoUrl",
  },
} as const satisfies Record<string, LinkItem>;
