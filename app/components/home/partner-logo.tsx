import type { Partner } from "~/content/partners";

/**
 * A partner's own logo file, fitted into one box (140 × 28 px, 160 × 32 from `sm`) so the strip
 * keeps its layout before any file arrives and whatever a file's proportions. It is drawn in one
 * colour, black or white at 70 % as the theme's text, whatever the file's colours: a logo in its
 * brand colours would sit oddly beside eight others. The loop's copy is decoration (`alt=""`). Not lazy: the strip clips what has
 * not scrolled in yet, which a lazy image never loads before it shows, blank, in the box.
 */
export function PartnerLogo({ partner, copy }: { partner: Partner; copy?: boolean }) {
  return (
    <img
      src={partner.logo}
      alt={copy ? "" : partner.name}
      width={160}
      height={32}
      decoding="async"
      className="h-7 w-35 shrink-0 object-contain opacity-70 [filter:brightness(0)] sm:h-8 sm:w-40 dark:[filter:brightness(0)_invert(1)]"
    />
  );
}
