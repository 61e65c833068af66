import * as React from "react";
import { LeaderCard } from "~/components/about/leader-card";
import { PortraitModeSwitch } from "~/components/about/portrait-mode-switch";
import { Section, SectionHeader, SectionHeading } from "~/components/sections/section";
import { aboutCopy, leaders } from "~/content/leaders";
import { island } from "~/islands/island";

/** Boring (original portraits) by default; the switch swaps every portrait at once. */
export function Leadership() {
  const [awesome, setAwesome] = React.useState(false);
  return (
    <Section aria-labelledby="leadership-heading" className="pt-0 md:pt-0">
      <SectionHeader spacing="tight">
        <SectionHeading id="leadership-heading">{aboutCopy.leadershipHeading}</SectionHeading>
      </SectionHeader>
      <PortraitModeSwitch awesome={awesome} onAwesomeChange={setAwesome} />
      <div className="mt-10 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        {leaders.map((leader) => (
          <LeaderCard key={leader.name} leader={leader} awesome={awesome} />
        ))}
      </div>
    </Section>
  );
}

/** The leadership section as an island of the static about page. */
export const LeadershipIsland = island("leadership", Leadership);
