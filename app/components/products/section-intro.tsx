import {
  SectionDescription,
  SectionEyebrow,
  SectionHeader,
  SectionHeading,
} from "~/components/section";
import type { SectionCopy } from "~/content/products/types";
import { cn } from "~/lib/utils";

/** The eyebrow, heading and description that open a section, from a content module. */
export function SectionIntro({
  copy,
  align = "center",
  headingId,
  className,
}: {
  copy: SectionCopy;
  align?: "center" | "start";
  headingId?: string;
  className?: string;
}) {
  return (
    <SectionHeader className={cn(align === "start" && "mx-0 mb-8 text-left", className)}>
      {copy.eyebrow ? <SectionEyebrow>{copy.eyebrow}</SectionEyebrow> : null}
      <SectionHeading id={headingId}>{copy.heading}</SectionHeading>
      {copy.description ? <SectionDescription>{copy.description}</SectionDescription> : null}
    </SectionHeader>
  );
}
