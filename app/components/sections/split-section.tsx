import type * as React from "react";
import { Section, SectionIntro } from "~/components/sections/section";
import type { SectionCopy } from "~/content/types";
import { cn } from "~/lib/utils";

/** Copy on one side, media on the other; stacks on small screens with the copy first. */
export function SplitSection({
  intro,
  headingId,
  media,
  reverse = false,
  children,
  after,
  className,
  ...props
}: React.ComponentProps<"section"> & {
  intro: SectionCopy;
  headingId?: string;
  media: React.ReactNode;
  /** Put the media on the left at wide widths. */
  reverse?: boolean;
  /** Full-width content under both columns. */
  after?: React.ReactNode;
}) {
  return (
    <Section className={className} {...props}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cn(reverse && "lg:order-2")}>
          <SectionIntro copy={intro} headingId={headingId} align="start" />
          {children}
        </div>
        <div className="min-w-0">{media}</div>
      </div>
      {after}
    </Section>
  );
}
