import { Building2 } from "lucide-react";
import {
  Section,
  SectionDescription,
  SectionHeader,
  SectionHeading,
} from "~/components/sections/section";
import { aboutCopy } from "~/content/leaders";
import { COMING_SOON_LABEL, locations } from "~/content/locations";
import { cn } from "~/lib/utils";

export function OfficeLocations() {
  return (
    // The divider above spans the content, not the band's side padding.
    <Section
      aria-labelledby="locations-heading"
      className="relative before:absolute before:inset-x-4 before:top-0 before:border-t sm:before:inset-x-6 lg:before:inset-x-8"
    >
      <SectionHeader>
        <SectionHeading id="locations-heading">{aboutCopy.locationsHeading}</SectionHeading>
        <SectionDescription>{aboutCopy.locationsDescription}</SectionDescription>
      </SectionHeader>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {locations.map((location) => (
          <li
            key={location.city}
            className={cn("rounded-xl border bg-card p-6", location.comingSoon && "border-dashed")}
          >
            <Building2 aria-hidden="true" className="size-5 text-brand-ink" />
            <h3 className="mt-3 text-lg font-semibold">{location.city}</h3>
            {location.comingSoon ? (
              <>
                <p className="text-sm text-muted-foreground">{location.country}</p>
                <p className="mt-4 inline-block rounded-full bg-muted px-3 py-1 text-xs font-semibold">
                  {COMING_SOON_LABEL}
                </p>
              </>
            ) : (
              // The address ends with the country, so it is not repeated above it.
              <address className="mt-1 text-sm text-muted-foreground not-italic">
                {location.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
