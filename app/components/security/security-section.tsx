import type * as React from "react";
import {
  Section,
  SectionDescription,
  SectionHeader,
  SectionHeading,
} from "~/components/sections/section";
import type { SecuritySectionCopy } from "~/content/security";

/** One part of the security page: its heading (the page's contents link to its id) and intro. */
export function SecuritySection({
  copy,
  children,
}: {
  copy: SecuritySectionCopy;
  children: React.ReactNode;
}) {
  const headingId = `${copy.id}-heading`;
  return (
    <Section id={copy.id} aria-labelledby={headingId} width="wide" drawnAtOnce>
      <SectionHeader align="start" spacing="even">
        <SectionHeading id={headingId}>{copy.heading}</SectionHeading>
        <SectionDescription>{copy.intro}</SectionDescription>
      </SectionHeader>
      {children}
    </Section>
  );
}

/** A link inside the page's prose. */
export function ProseLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} className="font-medium text-brand-ink underline underline-offset-4">
      {children}
    </a>
  );
}
