import { Slot } from "radix-ui";
import type * as React from "react";
import type { SectionCopy } from "~/content/types";
import { cn } from "~/lib/utils";
import { WholeCompounds } from "~/components/ui/whole-compounds";

const SECTION_WIDTH = {
  page: "max-w-7xl",
  wide: "max-w-6xl",
  text: "max-w-4xl",
  narrow: "max-w-3xl",
} as const;

/**
 * A page band with the site's width and rhythm. Two bands in a row meet at twice the padding
 * (128 px at desktop widths), so the padding stays modest: the gap between sections is the rhythm.
 */
export function Section({
  width = "page",
  drawnAtOnce = false,
  className,
  ...props
}: React.ComponentProps<"section"> & {
  width?: keyof typeof SECTION_WIDTH;
  /**
   * Drawn with the page, not when it nears the viewport: for pages whose links jump to their
   * bands, where a band above the target would take its real height as the browser lands there.
   */
  drawnAtOnce?: boolean;
}) {
  return (
    <section
      data-slot="section"
      className={cn(
        "mx-auto w-full px-4 py-12 sm:px-6 md:py-16 lg:px-8",
        drawnAtOnce ? null : "render-when-near",
        SECTION_WIDTH[width],
        className,
      )}
      {...props}
    />
  );
}

const HEADER_ALIGN = { center: "mx-auto text-center", start: "text-left" } as const;
const HEADER_SPACING = {
  default: "mb-10 md:mb-12",
  tight: "mb-8 md:mb-12",
  compact: "mb-6 md:mb-12",
  even: "mb-8",
} as const;

/** A section's heading block: centred or at the start, with the gap below it as a prop. */
export function SectionHeader({
  align = "center",
  spacing = "default",
  fullWidth = false,
  className,
  ...props
}: React.ComponentProps<"div"> & {
  align?: keyof typeof HEADER_ALIGN;
  spacing?: keyof typeof HEADER_SPACING;
  /** Across the section instead of a readable measure. */
  fullWidth?: boolean;
}) {
  return (
    <div
      data-slot="section-header"
      className={cn(
        HEADER_ALIGN[align],
        HEADER_SPACING[spacing],
        fullWidth ? null : "max-w-3xl",
        className,
      )}
      {...props}
    />
  );
}

/** The small red label over a heading; `asChild` lends its look to a heading. */
export function SectionEyebrow({
  className,
  asChild = false,
  spaced = false,
  ...props
}: React.ComponentProps<"p"> & {
  asChild?: boolean;
  /** A wider gap below, over a list. */
  spaced?: boolean;
}) {
  const Comp = asChild ? Slot.Root : "p";
  return (
    <Comp
      data-slot="section-eyebrow"
      className={cn(
        "text-sm font-semibold tracking-wide text-brand-ink uppercase",
        spaced ? "mb-6" : "mb-3",
        className,
      )}
      {...props}
    />
  );
}

export function SectionHeading({ className, children, ...props }: React.ComponentProps<"h2">) {
  return (
    <h2
      data-slot="section-heading"
      className={cn("text-3xl font-bold tracking-tight sm:text-4xl", className)}
      {...props}
    >
      <WholeCompounds>{children}</WholeCompounds>
    </h2>
  );
}

export function SectionDescription({ className, children, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="section-description"
      className={cn("mt-4 text-lg text-muted-foreground", className)}
      {...props}
    >
      <WholeCompounds>{children}</WholeCompounds>
    </p>
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
    <SectionHeader
      align={align}
      spacing={align === "start" ? "even" : "default"}
      className={className}
    >
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
}: React.ComponentProps<typeof Section> & { intro: SectionCopy }) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Section id={id} aria-labelledby={headingId} {...props}>
      <SectionIntro copy={intro} headingId={headingId} />
      {children}
    </Section>
  );
}
