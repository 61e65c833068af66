import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { requestDemoLink } from "~/content/products/types";

/** The demo request every product page leads with, and a jump to its steps. */
export function HeroActions({ stepsAnchor }: { stepsAnchor?: string }) {
  return (
    <>
      <Button asChild variant="brand" size="lg">
        <Link to={requestDemoLink.href}>{requestDemoLink.label}</Link>
      </Button>
      {stepsAnchor ? (
        <Button asChild variant="outline" size="lg">
          <a href={`#${stepsAnchor}`}>See how it works</a>
        </Button>
      ) : null}
    </>
  );
}
