import type { IllustrationName } from "~/content/types";

/**
 * The small drawings of a bento's wide cards: under the copy, in the room a wide card has to
 * spare. Each is drawn in `currentColor` at a few opacities (strokes, which write shorter than shapes), so the brand's ink
 * (lighter in dark mode) themes it; decorative only.
 */
const drawings: Record<IllustrationName, React.ReactNode> = {
  // A reputation that rises with each attested task.
  "track-record": (
    <>
      <path
        d="m0 56 30-8 30 2 30-12 30 2 30-12 30 2 30-12 22-6V64H0Z"
        fill="currentColor"
        opacity=".1"
      />
      <path d="m0 56 30-8 30 2 30-12 30 2 30-12 30 2 30-12 22-6" />
      <circle cx="232" cy="12" r="5" fill="currentColor" />
    </>
  ),
  // A record's lines, a signature and the seal over them.
  signature: (
    <>
      <path d="M3 11h130M3 25h106M3 39h78" strokeWidth="6" opacity=".14" />
      <path d="M2 58c10-14 18 8 28-4s16-10 24 0 14 6 26-6" />
      <circle cx="208" cy="32" r="24" />
      <path d="m197 32 8 8 15-16" strokeWidth="3" />
    </>
  ),
  // A hash checked byte by byte, then the verdict.
  verify: (
    <>
      <path d="M0 32h150" strokeWidth="18" strokeDasharray="18 8" opacity=".14" />
      <path d="M160 32h20" />
      <circle cx="208" cy="32" r="24" />
      <path d="m197 32 8 8 15-16" strokeWidth="3" />
    </>
  ),
};

export function BentoIllustration({ name }: { name: IllustrationName }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 240 64"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      width="240"
      height="64"
      className="mt-auto text-brand-ink"
    >
      {drawings[name]}
    </svg>
  );
}
