import { links } from "./pages.ts";
import type { LinkItem } from "./types.ts";

/** The pricing page's closing band: the plan buttons' destination, or a word with sales. */
export const pricingClose = {
  heading: "Not sure which plan fits?",
  description:
    "Tell us about the workflow you have in mind. We will suggest a plan, and show you Flows, Source and Trust working on it.",
  action: links.requestDemo,
  sales: { label: "Email sales" },
} as const satisfies {
  heading: string;
  description: string;
  action: LinkItem;
  sales: { label: string };
};
