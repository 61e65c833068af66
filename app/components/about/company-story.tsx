import { Section, SectionEyebrow, SectionHeading } from "~/components/sections/section";
import { WholeCompounds } from "~/components/ui/whole-compounds";
import { site } from "~/content/site";

/** The company's story from the company details (`site.json`), edited at /admin. */
export function CompanyStory() {
  return (
    <Section width="narrow" aria-labelledby="story-heading" className="pt-0 md:pt-0">
      <SectionEyebrow>{site.story.eyebrow}</SectionEyebrow>
      <SectionHeading id="story-heading">{site.story.heading}</SectionHeading>
      <div className="mt-6 flex flex-col gap-5 text-lg text-muted-foreground">
        {site.story.paragraphs.map((paragraph) => (
          <p key={paragraph}>
            <WholeCompounds>{paragraph}</WholeCompounds>
          </p>
        ))}
      </div>
    </Section>
  );
}
