import { ArrowRight } from "lucide-react";
import { ScreenshotFigure } from "~/components/products/screenshot-figure";
import { ActionLink } from "~/components/sections/action-link";
import { SplitSection } from "~/components/sections/split-section";
import type { UseCase } from "~/content/use-cases/types";

/** One use case on the `/use-cases` index: its overview beside its screen, and the way to its page. */
export function UseCaseOverview({ useCase, reverse }: { useCase: UseCase; reverse?: boolean }) {
  const { overview } = useCase;
  return (
    <SplitSection
      intro={{
        eyebrow: useCase.name,
        heading: overview.heading,
        description: overview.description,
      }}
      media={<ScreenshotFigure screenshot={useCase.image} />}
      reverse={reverse}
    >
      <ActionLink link={useCase.link} variant="outline" icon={<ArrowRight aria-hidden="true" />} />
    </SplitSection>
  );
}
