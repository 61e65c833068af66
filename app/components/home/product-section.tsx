import { ArrowRight, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { HowItWorks } from "~/components/home/how-it-works";
import { KeyFeatures } from "~/components/home/key-features";
import { Section, SectionDescription, SectionEyebrow, SectionHeading } from "~/components/section";
import { Button } from "~/components/ui/button";
import { ZoomableImage } from "~/components/zoomable-image";
import type { ProductSection as ProductSectionContent } from "~/content/home";
import { cn } from "~/lib/utils";

function ProductAction({ action }: { action: ProductSectionContent["action"] }) {
  if (action.external) {
    return (
      <Button asChild variant="brand" size="lg">
        <a href={action.href} target="_blank" rel="noopener noreferrer">
          {action.label}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Button>
    );
  }
  return (
    <Button asChild variant="brand" size="lg">
      <Link to={action.href}>
        {action.label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** A product band (Trust, Source): pitch and screen, how it works, key features. */
export function ProductSection({
  content,
  reverse = false,
  className,
}: {
  content: ProductSectionContent;
  /** Put the screen on the left at wide sizes, to alternate with the section before. */
  reverse?: boolean;
  className?: string;
}) {
  const { id } = content;
  return (
    <div className={className}>
      <Section id={id} aria-labelledby={`${id}-heading`}>
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div className={cn(reverse && "lg:order-last")}>
            <SectionEyebrow>{content.eyebrow}</SectionEyebrow>
            <SectionHeading id={`${id}-heading`}>{content.heading}</SectionHeading>
            <SectionDescription>{content.description}</SectionDescription>
            <div className="mt-8">
              <ProductAction action={content.action} />
            </div>
          </div>
          <ZoomableImage {...content.image} />
        </div>
        <div className="mt-16 space-y-14">
          <HowItWorks steps={content.steps} id={`${id}-steps`} />
          <KeyFeatures features={content.features} id={`${id}-features`} />
        </div>
      </Section>
    </div>
  );
}
