import type { Partner } from "~/content/partners";
import { cn } from "~/lib/utils";

const MARK = 24;
const GAP = 8;

/** The mark's 24 px square sits 4 px below the top of the 32 px box: the view box starts above it. */
const MARK_TOP = -4;

/**
 * A partner wordmark drawn inline, so it takes the page's font and colour in both themes.
 * `textLength` pins the text to its measured width (spacing the letters, SVG's default
 * `lengthAdjust`), so it never spills out of its box in any system typeface.
 */
export function PartnerLogo({ partner, className }: { partner: Partner; className?: string }) {
  const width = MARK + GAP + partner.width;
  return (
    <svg
      role="img"
      aria-label={partner.name}
      viewBox={`0 ${MARK_TOP} ${width} 32`}
      width={width}
      height={32}
      fill="currentColor"
      className={cn("h-7 w-auto shrink-0 sm:h-8", className)}
    >
      <path d={partner.mark} fillRule="evenodd" />
      <text
        x={MARK + GAP}
        y={22.5 + MARK_TOP}
        fontSize={18}
        fontWeight={partner.weight}
        letterSpacing={partner.tracking ? `${partner.tracking}em` : undefined}
        textLength={partner.width}
      >
        {partner.lead}
        {partner.tail ? <tspan fontWeight={400}>{` ${partner.tail}`}</tspan> : null}
      </text>
    </svg>
  );
}
