import { MapPin } from "lucide-react";
import { ZoomableImage } from "~/components/zoomable-image";
import { type Leader, PORTRAIT_SIZE, aboutCopy } from "~/content/leaders";
import { WholeCompounds } from "~/components/ui/whole-compounds";

/**
 * Each mode's portrait, shown while the leadership section's switch is in that mode
 * (`portrait-mode-switch.tsx`). The Awesome ones load once the page is idle, so they are there
 * when the switch flips without competing with the page's first view.
 */
const PORTRAIT_MODES = [
  {
    mode: "boring",
    image: "originalImage",
    show: "group-has-[#portrait-mode:checked]/leadership:hidden",
  },
  {
    mode: "awesome",
    image: "image",
    show: "hidden group-has-[#portrait-mode:checked]/leadership:block",
  },
] as const;

/** On phones the portrait sits beside the name; from `sm` up the card is a column. */
export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <article
      data-slot="leader-card"
      className="grid grid-cols-[7rem_minmax(0,1fr)] items-center gap-x-4 sm:flex sm:flex-col sm:items-stretch"
    >
      <div>
        {PORTRAIT_MODES.map(({ mode, image, show }) => (
          <div key={mode} className={show}>
            <ZoomableImage
              src={leader[image]}
              alt={aboutCopy.portraitAlt[mode].replace("{name}", leader.name)}
              width={PORTRAIT_SIZE}
              height={PORTRAIT_SIZE}
              // Small SVGs that are the largest paint on wide screens: never wait for lazy loading.
              priority={mode === "boring" ? true : "idle"}
              // The plain portraits are drawn on a clear ground: the tile's, from the theme, so a
              // dark page has no bright tiles; the zoom draws them on it too.
              ground="bg-linear-to-b from-muted to-input dark:from-input dark:to-muted"
              // The corner zoom hint would cover a third of the phone thumbnail.
              className="max-sm:[&>span]:hidden"
            />
          </div>
        ))}
      </div>
      <div className="sm:mt-5">
        <h3 className="text-lg font-semibold">{leader.name}</h3>
        <p className="text-sm font-medium text-brand-ink">{leader.role}</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          {leader.location}
        </p>
      </div>
      <p className="col-span-2 mt-4 flex-1 text-sm text-muted-foreground sm:mt-3">
        <WholeCompounds>{leader.bio}</WholeCompounds>
      </p>
      <a
        href={leader.linkedin}
        target="_blank"
        rel="noopener noreferrer"
        className="col-span-2 mt-4 inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-brand-ink underline underline-offset-4"
      >
        {aboutCopy.linkedinLabel.replace("{name}", leader.name)}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </article>
  );
}
