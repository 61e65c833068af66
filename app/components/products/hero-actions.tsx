import { ActionLink } from "~/components/sections/action-link";
import { links } from "~/content/pages";

/** The demo request every product page leads with, and a jump to its steps. */
export function HeroActions({ stepsAnchor }: { stepsAnchor?: string }) {
  return (
    <>
      <ActionLink link={links.requestDemo} />
      {stepsAnchor ? (
        <ActionLink
          link={{ label: "See how it works", href: `#${stepsAnchor}` }}
          variant="outline"
        />
      ) : null}
    </>
  );
}
