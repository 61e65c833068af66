import { Slot } from "radix-ui";
import type * as React from "react";
import type { SectionCopy } from "~/content/types";
import { cn } from "~/lib/utils";

/**
 * A page band with the site's width and rhythm. Two bands in a row meet at twice the padding
 * (128 px at desktop widths), so the padding stays modest: the gap between sections is the rhythm.
 */
export function Section({ className, ...props }: React.ComponentProps<"section">) {
  return (
    <section
      data-slot="section"
      className={cn("mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8", className)}
      {...props}
    />
  );
}

export function SectionHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="section-header"
      className={cn("mx-auto mb-10 max-w-3xl text-center md:mb-12", className)}
      {...props}
    />
  );
}

/** The small red label over a heading; `asChild` lends its look to a heading. */
export function SectionEyebrow({
  className,
  asChild = false,
  ...props
}: React.ComponentProps<"p"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "p";
  return (
    <Comp
      data-slot="section-eyebrow"
      className={cn("mb-3 text-sm font-semibold tracking-wide text-brand-ink uppercase", className)}
      {...props}
    />
  );
}

export function SectionHeading({ className, ...props }: React.ComponentProps<"h2">) {
  return (
    <h2
      data-slot="section-heading"
      className={cn("text-3xl font-bold tracking-tight text-balance sm:text-4xl", className)}
      {...props}
    />
  );
}

export function SectionDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="section-description"
      className={cn("mt-4 text-lg text-pretty text-muted-foreground", className)}
      {...props}
    />
  );
}

/** A section's opening copy from a content module: centred above a grid, or at the start of a split. */
export function SectionIntro({
  copy,
  align = "center",
  headingId,
  className,
  children,
}: {
  copy: SectionCopy;
  align?: "center" | "start";
  headingId?: string;
  className?: string;
  /** Actions under the description. */
  children?: React.ReactNode;
}) {
  return (
    <SectionHeader className={cn(align === "start" && "mx-0 mb-8 text-left md:mb-8", className)}>
      {copy.eyebrow ? <SectionEyebrow>{copy.eyebrow}</SectionEyebrow> : null}
      <SectionHeading id={headingId}>{copy.heading}</SectionHeading>
      {copy.description ? <SectionDescription>{copy.description}</SectionDescription> : null}
      {children}
    </SectionHeader>
  );
}

/** A section whose centred intro names it (its heading labels the section when it has an id). */
export function IntroSection({
  intro,
  id,
  children,
  ...props
}: React.ComponentProps<"section"> & { intro: SectionCopy }) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Section id={id} aria-labelledby={headingId} {...props}>
      <SectionIntro copy={intro} headingId={headingId} />
      {children}
    </Section>
  );
}
