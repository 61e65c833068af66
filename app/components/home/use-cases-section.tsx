import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Section, SectionEyebrow, SectionHeader, SectionHeading } from "~/components/section";
import { useCases } from "~/content/home";

/** The `/#use-cases` target the use-case pages link back to: one card per page. */
export function UseCasesSection() {
  return (
    <Section id={useCases.id} aria-labelledby="use-cases-heading" className="md:py-20">
      <SectionHeader>
        <SectionEyebrow>{useCases.eyebrow}</SectionEyebrow>
        <SectionHeading id="use-cases-heading">{useCases.heading}</SectionHeading>
      </SectionHeader>
      <ul className="grid gap-6 md:grid-cols-3">
        {useCases.items.map((item) => (
          <li
            key={item.href}
            className="group relative flex flex-col rounded-2xl border bg-card p-6 transition-shadow focus-within:shadow-lg hover:shadow-lg"
          >
            <h3 className="text-lg font-semibold">
              {/* The link covers the card; its name stays the short title. */}
              <Link
                to={item.href}
                className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
              >
                {item.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-sm text-muted-foreground">{item.description}</p>
            <span
              aria-hidden="true"
              className="mt-5 inline-flex items-center gap-1 text-sm font-medium text-brand-ink"
            >
              {useCases.cardAction}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
