import type * as React from "react";
import { ActionLink } from "~/components/sections/action-link";
import { links } from "~/content/pages";

/** The site's call to action in the header and menus: "Learn More", to the waitlist. */
export function CtaLink(props: Omit<React.ComponentProps<typeof ActionLink>, "link">) {
  return <ActionLink link={links.learnMore} size="default" {...props} />;
}
