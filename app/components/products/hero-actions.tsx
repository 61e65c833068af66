import { ActionLink } from "~/components/sections/action-link";
import { links } from "~/content/pages";

/** The demo request every product page leads with, and a jump to its steps where it has them. */
export function HeroActions({ withSteps = false }: { withSteps?: boolean }) {
  return (
    <>
      <ActionLink link={links.requestDemo} />
      {withSteps ? <ActionLink link={links.howItWorks} variant="outline" /> : null}
    </>
  );
}
