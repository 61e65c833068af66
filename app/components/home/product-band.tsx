import { ArrowRight } from "lucide-react";
import type * as React from "react";
import { ScreenshotFigure } from "~/components/products/screenshot-figure";
import { ActionLink } from "~/components/sections/action-link";
import { FeatureList } from "~/components/sections/feature-grid";
import { SectionEyebrow } from "~/components/sections/section";
import { SplitSection } from "~/components/sections/split-section";
import { StepList } from "~/components/sections/step-list";
import { type ProductBand as ProductBandContent, productBandHeadings } from "~/content/home";

/** A labelled block under the band's split: its heading in the eyebrow style of every section. */
function BandBlock({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <SectionEyebrow asChild spaced>
        <h3 id={id}>{heading}</h3>
      </SectionEyebrow>
      {children}
    </div>
  );
}

/**
 * A product band (Trust, Source): pitch and screen side by side, then how it works and the key
 * features side by side, so the two bands read as one designed block each and not as a stack.
 */
export function ProductBand({
  content,
  reverse = false,
  className,
}: {
  content: ProductBandContent;
  /** Put the screen on the left at wide sizes, to alternate with the band before. */
  reverse?: boolean;
  className?: string;
}) {
  const { id } = content;
  return (
    <div className={className}>
      <SplitSection
        id={id}
        aria-labelledby={`${id}-heading`}
        headingId={`${id}-heading`}
        intro={content.intro}
        reverse={reverse}
        media={<ScreenshotFigure screenshot={content.image} />}
        after={
          <div className="mt-14 grid gap-12 border-t pt-12 md:mt-16 lg:grid-cols-2 lg:gap-16 lg:pt-14">
            <BandBlock id={`${id}-steps`} heading={productBandHeadings.steps}>
              <StepList
                steps={content.steps}
                layout="stack"
                headingLevel="h4"
                aria-labelledby={`${id}-steps`}
              />
            </BandBlock>
            <BandBlock id={`${id}-features`} heading={productBandHeadings.features}>
              <FeatureList
                features={content.features}
                headingLevel="h4"
                aria-labelledby={`${id}-features`}
              />
            </BandBlock>
          </div>
        }
      >
        <ActionLink
          link={content.action}
          icon={<ArrowRight aria-hidden="true" />}
          className="w-full sm:w-auto"
        />
      </SplitSection>
    </div>
  );
}
