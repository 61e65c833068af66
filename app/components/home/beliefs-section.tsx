import { Section, SectionIntro } from "~/components/sections/section";
import { beliefs } from "~/content/home";
import { WholeCompounds } from "~/components/ui/whole-compounds";

/** The 'Why' section: the three beliefs. */
export function BeliefsSection() {
  return (
    <Section id="why" aria-labelledby="why-heading">
      <SectionIntro copy={beliefs.intro} headingId="why-heading" />
      <ol className="grid gap-10 md:grid-cols-3 md:gap-8">
        {beliefs.items.map((belief, index) => (
          <li key={belief.title} className="border-t-2 border-brand pt-6">
            <span aria-hidden="true" className="text-sm font-semibold text-brand-ink tabular-nums">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-2 text-xl font-semibold tracking-tight">{belief.title}</h3>
            <p className="mt-3 text-muted-foreground">
              <WholeCompounds>{belief.description}</WholeCompounds>
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
