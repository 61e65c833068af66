import { MapPin } from "lucide-react";
import { ZoomableImage } from "~/components/zoomable-image";
import { type Leader, PORTRAIT_SIZE, aboutCopy } from "~/content/leaders";

export function LeaderCard({ leader, awesome }: { leader: Leader; awesome: boolean }) {
  const alt = (awesome ? aboutCopy.portraitAlt.awesome : aboutCopy.portraitAlt.boring).replace(
    "{name}",
    leader.name,
  );
  return (
    <article data-slot="leader-card" className="flex flex-col">
      <ZoomableImage
        src={awesome ? leader.image : leader.originalImage}
        alt={alt}
        width={PORTRAIT_SIZE}
        height={PORTRAIT_SIZE}
        className="max-w-72 sm:max-w-none"
      />
      <h3 className="mt-5 text-lg font-semibold">{leader.name}</h3>
      <p className="text-sm font-medium text-brand-ink">{leader.role}</p>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
        <MapPin aria-hidden="true" className="size-3.5" />
        {leader.location}
      </p>
      <p className="mt-3 flex-1 text-sm text-pretty text-muted-foreground">{leader.bio}</p>
      <a
        href={leader.linkedin}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-brand-ink underline underline-offset-4"
      >
        {aboutCopy.linkedinLabel.replace("{name}", leader.name)}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </article>
  );
}
