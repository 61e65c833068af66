import type * as React from "react";
import { Prerendered } from "~/components/layout/prerendered";
import { cn } from "~/lib/utils";

export function PageHeader({ className, ...props }: React.ComponentProps<"section">) {
  return (
    <section
      data-slot="page-header"
      className={cn(
        "mx-auto flex max-w-4xl flex-col items-center px-4 pt-16 pb-12 text-center sm:px-6 md:pt-24",
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
      className={cn("text-4xl font-bold tracking-tight text-balance sm:text-5xl", className)}
      {...props}
    />
  );
}

export function PageHeaderDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="page-header-description"
      className={cn("mt-4 max-w-2xl text-lg text-pretty text-muted-foreground", className)}
      {...props}
    />
  );
}

/**
 * A row of buttons. On phones they stack at one full width, so a column of buttons never shows
 * three different widths; from `sm` they sit side by side at their own width.
 */
export function PageActions({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="page-actions"
      className={cn(
        "mt-8 flex w-full flex-col gap-3 *:w-full sm:w-auto sm:flex-row sm:flex-wrap sm:items-center sm:justify-center sm:*:w-auto",
        className,
      )}
      {...props}
    />
  );
}

/** A page's opening heading and description, with nothing to hydrate. */
export function PageIntro({ heading, description }: { heading: string; description: string }) {
  return (
    <Prerendered>
      <PageHeader>
        <PageHeaderHeading>{heading}</PageHeaderHeading>
        <PageHeaderDescription>{description}</PageHeaderDescription>
      </PageHeader>
    </Prerendered>
  );
}
