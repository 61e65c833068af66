import { Pause, Play } from "lucide-react";
import { PARTNER_PAUSE } from "~/components/home/partner-pause";
import { PartnerLogo } from "~/components/home/partner-logo";
import { partnerStrip } from "~/content/home";
import { partners } from "~/content/partners";
import { cn } from "~/lib/utils";

function PartnerList({ copy = false }: { copy?: boolean }) {
  return (
    <ul
      // The second list only exists to make the loop seamless: hidden from assistive technology.
      aria-hidden={copy || undefined}
      className={cn(
        // In motion: one row, with a gap after the last logo as between the others, so the loop
        // closes seamlessly.
        "flex shrink-0 items-center gap-8 pr-8 motion-safe:sm:gap-12 motion-safe:sm:pr-12",
        // Standing still: a centred grid of even rows (three by three from md), never a short
        // second row; the loop's copy is not shown.
        copy
          ? "motion-reduce:hidden"
          : "motion-reduce:mx-auto motion-reduce:grid motion-reduce:w-full motion-reduce:max-w-4xl motion-reduce:grid-cols-2 motion-reduce:justify-items-center motion-reduce:gap-x-6 motion-reduce:gap-y-8 motion-reduce:px-4 motion-reduce:*:last:col-span-2 motion-reduce:md:grid-cols-3 motion-reduce:md:*:last:col-span-1",
      )}
    >
      {partners.map((partner) => (
        <li key={partner.name}>
          <PartnerLogo partner={partner} copy={copy} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Nine partner logos in a seamless loop. It pauses on hover, on keyboard focus and with
 * its pause button (WCAG 2.2.2; the home page's script presses it, `partner-pause.ts`), and stands
 * still as a centred grid under reduced motion.
 */
export function PartnerStrip() {
  return (
    <section aria-labelledby="partners-heading" className="group/strip border-y bg-muted/40 py-10">
      <div className="mx-auto mb-8 flex max-w-7xl items-center justify-center gap-3 px-4 sm:px-6 lg:px-8">
        <h2 id="partners-heading" className="text-center text-sm font-medium text-muted-foreground">
          {partnerStrip.heading}
        </h2>
        <button
          type="button"
          data-slot={PARTNER_PAUSE}
          aria-pressed="false"
          suppressHydrationWarning
          aria-label={partnerStrip.pauseLabel}
          className="group/pause flex size-8 shrink-0 items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:text-foreground motion-reduce:hidden"
        >
          <Pause aria-hidden="true" className="size-3.5 group-aria-pressed/pause:hidden" />
          <Play aria-hidden="true" className="hidden size-3.5 group-aria-pressed/pause:block" />
        </button>
      </div>
      {/* Both ends fade over 15 %: one gradient, where mask-x-* writes four (about 100 bytes brotli). */}
      <div className="overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_15%_85%,transparent)] motion-reduce:mask-none">
        <div
          data-slot="partner-track"
          className="flex w-max animate-marquee group-focus-within/strip:[animation-play-state:paused] group-hover/strip:[animation-play-state:paused] group-has-aria-pressed/strip:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none"
        >
          <PartnerList />
          <PartnerList copy />
        </div>
      </div>
    </section>
  );
}
