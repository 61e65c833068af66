import { ArrowDown } from "lucide-react";
import { AttestationCounter } from "~/components/home/attestation-counter";
import { HeroHeading } from "~/components/home/hero-heading";
import { HeroRun } from "~/components/home/hero-run";
import { ActionLink } from "~/components/sections/action-link";
import { PageActions } from "~/components/sections/page-header";
import { hero } from "~/content/home";

/** The first screen: the animated heading and its sentence, with one task's path and the live count. */
export function Hero() {
  return (
    <div className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(55%_60%_at_85%_10%,color-mix(in_oklch,var(--brand)_14%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 pt-14 pb-16 sm:px-6 md:pt-24 md:pb-24 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center lg:px-8">
        <div>
          <HeroHeading />
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">
            {hero.description}
          </p>
          <PageActions align="start">
            <ActionLink link={hero.primaryAction} />
            <ActionLink
              link={hero.secondaryAction}
              variant="outline"
              icon={<ArrowDown aria-hidden="true" />}
            />
          </PageActions>
        </div>
        <div className="flex flex-col gap-4">
          <HeroRun />
          <AttestationCounter />
        </div>
      </div>
    </div>
  );
}
