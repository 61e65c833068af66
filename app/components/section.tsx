import type * as React from "react";
import { cn } from "~/lib/utils";

/** A page band with the site's width and rhythm. */
export function Section({ className, ...props }: React.ComponentProps<"section">) {
  return (
    <section
      data-slot="section"
      className={cn("mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:px-8", className)}
      {...props}
    />
  );
}

export function SectionHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="section-header"
      className={cn("mx-auto mb-12 max-w-3xl text-center", className)}
      {...props}
    />
  );
}

export function SectionEyebrow({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
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
