import { LeaderCard } from "~/components/about/leader-card";
import { PortraitModeSwitch } from "~/components/about/portrait-mode-switch";
import { Section, SectionHeader, SectionHeading } from "~/components/sections/section";
import { aboutCopy, leaders } from "~/content/leaders";

/**
 * Boring (original portraits) by default; the switch swaps every portrait at once. The section is
 * the group its portraits and words follow (`group/leadership`), so the swap needs no script.
 */
export function Leadership() {
  return (
    <Section aria-labelledby="leadership-heading" className="group/leadership pt-0 md:pt-0">
      <SectionHeader spacing="tight">
        <SectionHeading id="leadership-heading">{aboutCopy.leadershipHeading}</SectionHeading>
      </SectionHeader>
      <PortraitModeSwitch />
      <div className="mt-10 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        {leaders.map((leader) => (
          <LeaderCard key={leader.name} leader={leader} />
        ))}
      </div>
    </Section>
  );
}
