import type * as React from "react";
import { cn } from "~/lib/utils";
import { WholeCompounds } from "~/components/ui/whole-compounds";

const HEADER_TOP = {
  default: "pt-16 md:pt-24",
  compact: "pt-10 md:pt-16",
  tall: "pt-16 md:pt-32",
} as const;
const HEADER_BOTTOM = {
  default: "pb-12",
  snug: "pb-10",
  short: "pb-8",
  none: "pb-0",
  tall: "pb-12 md:pb-32",
} as const;

/** A page's opening block; the space above and below it and its width are props. */
export function PageHeader({
  top = "default",
  bottom = "default",
  wide = false,
  className,
  ...props
}: React.ComponentProps<"section"> & {
  top?: keyof typeof HEADER_TOP;
  bottom?: keyof typeof HEADER_BOTTOM;
  wide?: boolean;
}) {
  return (
    <section
      data-slot="page-header"
      className={cn(
        "mx-auto flex flex-col items-center px-4 text-center sm:px-6",
        wide ? "max-w-5xl" : "max-w-4xl",
        HEADER_TOP[top],
        HEADER_BOTTOM[bottom],
        className,
      )}
      {...props}
    />
  );
}

const HEADING_SIZE = {
  default: "text-4xl sm:text-5xl",
  /**
   * A heading that states a page's benefit, between the home page's 84 px and the default 48 px. On
   * a phone 32 px, a step over a section's 30 px: at 36 px the longest took six lines, the last a
   * lone word.
   */
  display: "text-[2rem] leading-[1.1] sm:text-5xl lg:text-6xl",
} as const;

export function PageHeaderHeading({
  size = "default",
  className,
  children,
  ...props
}: React.ComponentProps<"h1"> & { size?: keyof typeof HEADING_SIZE }) {
  return (
    <h1
      data-slot="page-header-heading"
      className={cn("font-bold tracking-tight", HEADING_SIZE[size], className)}
      {...props}
    >
      <WholeCompounds>{children}</WholeCompounds>
    </h1>
  );
}

export function PageHeaderDescription({
  className,
  children,
  ...props
}: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="page-header-description"
      className={cn("mt-4 max-w-2xl text-lg text-muted-foreground", className)}
      {...props}
    >
      <WholeCompounds>{children}</WholeCompounds>
    </p>
  );
}

/**
 * A row of buttons. On phones they stack at one full width, so a column of buttons never shows
 * three different widths; from `sm` they sit side by side at their own width.
 */
export function PageActions({
  align = "center",
  className,
  ...props
}: React.ComponentProps<"div"> & { align?: "center" | "start" }) {
  return (
    <div
      data-slot="page-actions"
      className={cn(
        "mt-8 flex w-full flex-col gap-3 *:w-full sm:w-auto sm:flex-row sm:flex-wrap sm:items-center sm:*:w-auto",
        align === "start" ? "sm:justify-start" : "sm:justify-center",
        className,
      )}
      {...props}
    />
  );
}

/** A page's opening heading and description. */
export function PageIntro({ heading, description }: { heading: string; description: string }) {
  return (
    <PageHeader>
      <PageHeaderHeading>{heading}</PageHeaderHeading>
      <PageHeaderDescription>{description}</PageHeaderDescription>
    </PageHeader>
  );
}
