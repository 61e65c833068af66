/** The 404 page: the spec's words, then the main routes, so a lost visitor goes on from here. */
import { productLinks, type NavLinkItem } from "./navigation.ts";
import { pages } from "./pages.ts";

export const notFoundCopy = {
  code: "404",
  heading: "Oops! Page not found",
  description: "The page you are looking for has moved or never existed.",
  home: { label: "Return to Home", href: "/" },
  routesLabel: "Main pages",
  routes: [
    ...productLinks,
    {
      title: "Pricing",
      href: pages.pricing.path,
      description: "Plans from free to enterprise, monthly or yearly.",
    },
    {
      title: "About",
      href: pages.about.path,
      description: "The team behind Fabric and where we work.",
    },
    {
      title: "Request a demo",
      href: pages.requestDemo.path,
      description: "Tell us about your workflows and we will show you Fabric.",
    },
  ],
} as const satisfies {
  code: string;
  heading: string;
  description: string;
  home: { label: string; href: string };
  routesLabel: string;
  routes: readonly NavLinkItem[];
};
