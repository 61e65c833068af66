import type * as React from "react";
import { Section } from "~/components/section";
import type { SectionCopy } from "~/content/products/types";
import { cn } from "~/lib/utils";
import { SectionIntro } from "./section-intro";

/** Copy on one side, media on the other; stacks on small screens with the copy first. */
export function SplitSection({
  intro,
  media,
  reverse = false,
  children,
  className,
  ...props
}: React.ComponentProps<"section"> & {
  intro: SectionCopy;
  media: React.ReactNode;
  /** Put the media on the left at wide widths. */
  reverse?: boolean;
}) {
  return (
    <Section className={className} {...props}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cn(reverse && "lg:order-2")}>
          <SectionIntro copy={intro} align="start" />
          {children}
        </div>
        <div className="min-w-0">{media}</div>
      </div>
    </Section>
  );
}
