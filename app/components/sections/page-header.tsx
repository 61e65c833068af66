import type * as React from "react";
import { cn } from "~/lib/utils";

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

export function PageHeaderHeading({ className, ...props }: React.ComponentProps<"h1">) {
  return (
    <h1
      data-slot="page-header-heading"
      className={cn("text-4xl font-bold tracking-tight sm:text-5xl", className)}
      {...props}
    />
  );
}

export function PageHeaderDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="page-header-description"
      className={cn("mt-4 max-w-2xl text-lg text-muted-foreground", className)}
      {...props}
    />
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
