import { pages } from "./pages.ts";
import { productIcons } from "./products/icons.ts";
import type { IconName } from "./types.ts";

export type NavLinkItem = { title: string; href: string; description?: string; icon?: IconName };

export const productLinks = [
  {
    title: "Flows",
    href: pages.flows.path,
    icon: productIcons.flows,
    description: "Bring verified people into any AI workflow as an MCP tool.",
  },
  {
    title: "Source",
    href: pages.source.path,
    icon: productIcons.source,
    description: "Find verified humans and workforce providers on demand.",
  },
  {
    title: "Trust",
    href: pages.trust.path,
    icon: productIcons.trust,
    description: "Signed, verifiable proof of every human action.",
  },
] as const satisfies NavLinkItem[];

/** The Products drop-down opens 200 ms after the pointer arrives (at once within 300 ms of closing) and closes 150 ms after it leaves. */
export const NAV_MENU_TIMING = { openDelayMs: 200, skipDelayMs: 300, closeDelayMs: 150 } as const;

export const mainLinks = [
  { title: "About", href: pages.about.path },
  { title: "Pricing", href: pages.pricing.path },
  { title: "Blog", href: pages.blog.path },
] as const satisfies NavLinkItem[];

export type FooterColumn = {
  heading: string;
  links: readonly NavLinkItem[];
  /** Ends with the "Cookie settings" link, in a build that asks for analytics consent. */
  cookieSettings?: boolean;
};

export const footerColumns = [
  {
    heading: "Product",
    links: [
      ...productLinks.map(({ title, href }) => ({ title, href })),
      { title: "Pricing", href: pages.pricing.path },
      { title: "Verify a certificate", href: pages.verify.path },
    ],
  },
  {
    heading: "Use cases",
    links: [
      { title: "Validation", href: pages.validation.path },
      { title: "Escalation", href: pages.escalation.path },
      { title: "Consultation", href: pages.consultation.path },
    ],
  },
  {
    heading: "Company",
    links: [
      { title: "About", href: pages.about.path },
      { title: "Blog", href: pages.blog.path },
      { title: "Request a demo", href: pages.requestDemo.path },
    ],
  },
  {
    heading: "Legal",
    links: [
      { title: "Privacy Policy", href: pages.privacy.path },
      { title: "Security", href: pages.security.path },
    ],
    cookieSettings: true,
  },
] as const satisfies readonly FooterColumn[];

export const footerCopy = {
  contactHeading: "Contact",
  socialLabel: "Social media",
  rights: "All rights reserved.",
} as const;
