import { Clock, Lock, type LucideIcon, ScanLine, ScrollText, Star, UserCheck } from "lucide-react";
import { type Feature, type HomeIcon, featuresHeading } from "~/content/home";

const icons = {
  lock: Lock,
  "scan-line": ScanLine,
  "scroll-text": ScrollText,
  "user-check": UserCheck,
  clock: Clock,
  star: Star,
} satisfies Record<HomeIcon, LucideIcon>;

/** Three features with an icon each. */
export function KeyFeatures({ features, id }: { features: readonly Feature[]; id: string }) {
  return (
    <div data-slot="key-features">
      <h3 id={id} className="text-xl font-semibold tracking-tight">
        {featuresHeading}
      </h3>
      <ul aria-labelledby={id} className="mt-6 grid gap-8 sm:grid-cols-3">
        {features.map(({ icon, title, description }) => {
          const Icon = icons[icon];
          return (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand-ink">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h4 className="font-semibold">{title}</h4>
                <p className="mt-1 text-sm text-muted-foreground">{description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
