import {
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from "~/components/sections/page-header";
import { Section } from "~/components/sections/section";
import { pages } from "~/content/pages";
import { waitlistPage } from "~/content/waitlist";
import { NextSteps } from "~/features/waitlist/next-steps";
import { RequestDemoFormIsland } from "~/features/waitlist/request-demo-form";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.requestDemo);

export default function RequestDemoPage() {
  return (
    <>
      <PageHeader bottom="none">
        <PageHeaderHeading>{waitlistPage.heading}</PageHeaderHeading>
        <PageHeaderDescription>{pages.requestDemo.description}</PageHeaderDescription>
      </PageHeader>
      <Section width="wide" className="grid gap-12 pt-12 md:pt-16 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-xl border bg-card p-6 text-card-foreground sm:p-8">
          <RequestDemoFormIsland />
        </div>
        <NextSteps />
      </Section>
    </>
  );
}
