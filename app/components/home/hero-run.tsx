import { ArrowRight, BadgeCheck } from "lucide-react";
import { ActionLink } from "~/components/sections/action-link";
import { heroRun } from "~/content/home";
import { cn } from "~/lib/utils";

/** Each step lights up after the one before it; literals, so Tailwind sees every class. */
const STEP_DELAY = [
  "[animation-delay:0.3s]",
  "[animation-delay:1.1s]",
  "[animation-delay:1.9s]",
  "[animation-delay:2.7s]",
] as const;

/**
 * One task's path, drawn as the product shows it: the agent's call, the person's decision, the
 * signature and the certificate. The motion is CSS alone and runs once, under WCAG's five seconds
 * for motion that starts by itself; it moves only decoration (the line and the step numbers), so the text
 * is readable, and at full contrast, from the first paint. The card has no backdrop blur, which
 * would be painted again on every frame of it. Reduced motion shows it done.
 */
export function HeroRun({ className }: { className?: string }) {
  return (
    <figure
      data-slot="hero-run"
      className={cn("rounded-2xl border bg-card elevation-sm", className)}
    >
      <figcaption className="flex items-center justify-between gap-3 border-b px-5 py-3">
        <span className="min-w-0">
          <span className="block text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {heroRun.label}
          </span>
          <span className="block font-mono text-xs text-muted-foreground">{heroRun.workflow}</span>
        </span>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
          <BadgeCheck aria-hidden="true" className="size-3.5 text-brand-ink" />
          {heroRun.status}
        </span>
      </figcaption>
      <ol className="relative grid gap-3 px-5 py-4 sm:gap-4">
        <span
          aria-hidden="true"
          className="absolute inset-y-8 left-[2.375rem] w-px -translate-x-1/2 bg-border"
        >
          <span className="block size-full origin-top animate-run-line bg-brand motion-reduce:animate-none" />
        </span>
        {heroRun.steps.map((step, index) => (
          <li key={step.title} className="relative flex items-center gap-3">
            {/* A number, not an icon: four icons' paths weighed more than the rest of the card. */}
            <span className="rounded-full bg-card">
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-9 animate-run-step items-center justify-center rounded-full bg-brand/10 text-sm font-semibold text-brand-ink motion-reduce:animate-none",
                  STEP_DELAY[index],
                )}
              >
                {index + 1}
              </span>
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold">{step.title}</span>
              <span className="block truncate font-mono text-xs text-muted-foreground">
                {step.detail}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <ActionLink
        link={heroRun.action}
        variant="link"
        size="sm"
        icon={<ArrowRight aria-hidden="true" />}
        className="mb-2 ml-2"
      />
    </figure>
  );
}
