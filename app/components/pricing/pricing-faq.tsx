import { ChevronDown } from "lucide-react";
import { Section, SectionHeader, SectionHeading } from "~/components/sections/section";
import { pricingFaq } from "~/content/pricing";

/** Native disclosure widgets: keyboard and screen-reader support without JavaScript. */
export function PricingFaq() {
  return (
    <Section aria-labelledby="pricing-faq-heading" width="narrow">
      <SectionHeader>
        <SectionHeading id="pricing-faq-heading">{pricingFaq.heading}</SectionHeading>
      </SectionHeader>
      <div className="divide-y rounded-xl border bg-card">
        {pricingFaq.items.map((item) => (
          <details key={item.question} className="group px-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="pb-5 text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
