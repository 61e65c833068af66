import type { Partner } from "~/content/partners";
import { cn } from "~/lib/utils";

const MARK = 24;
const GAP = 8;

/**
 * A partner wordmark drawn inline, so it takes the page's font and colour in both themes.
 * `textLength` pins the text to its measured width, so it never spills out of its box in any
 * system typeface.
 */
export function PartnerLogo({ partner, className }: { partner: Partner; className?: string }) {
  const width = MARK + GAP + partner.width;
  return (
    <svg
      role="img"
      aria-label={partner.name}
      viewBox={`0 0 ${width} 32`}
      width={width}
      height={32}
      fill="currentColor"
      data-slot="partner-logo"
      className={cn("h-7 w-auto shrink-0 sm:h-8", className)}
    >
      <path d={partner.mark} fillRule="evenodd" transform="translate(0 4)" />
      <text
        x={MARK + GAP}
        y={22.5}
        fontSize={18}
        fontWeight={partner.weight}
        letterSpacing={partner.tracking ? `${partner.tracking}em` : undefined}
        textLength={partner.width}
        lengthAdjust="spacing"
      >
        {partner.lead}
        {partner.tail ? <tspan fontWeight={400}> {partner.tail}</tspan> : null}
      </text>
    </svg>
  );
}
