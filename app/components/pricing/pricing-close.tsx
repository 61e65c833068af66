import { ActionLink } from "~/components/sections/action-link";
import { Section } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { pricingCopy } from "~/content/pricing";
import { pricingClose as copy } from "~/content/pricing-close";
import { site } from "~/content/site";
import { salesMailto } from "~/lib/pricing";

/** The page's last word after the questions: a demo, or a note to sales. Calm in both themes. */
export function PricingClose() {
  return (
    <Section aria-labelledby="pricing-close-heading" width="wide">
      <div className="flex flex-col items-center rounded-3xl border bg-card px-6 py-12 text-center sm:px-12">
        <h2 id="pricing-close-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {copy.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{copy.description}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ActionLink link={copy.action} />
          <Button asChild variant="outline" size="lg">
            <a href={salesMailto(site.salesEmail, pricingCopy.enterpriseSubject)}>
              {copy.sales.label}
            </a>
          </Button>
        </div>
      </div>
    </Section>
  );
}
