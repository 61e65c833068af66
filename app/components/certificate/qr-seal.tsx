import type { QrSeal as QrSealData } from "~/lib/qr-seal.server";

/**
 * The build-time QR path drawn as an inline SVG, two pixels per module so a phone can scan it off
 * a screen; dark modules on white in both themes.
 */
export function QrSeal({ seal, label }: { seal: QrSealData; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${seal.size} ${seal.size}`}
      width={seal.size * 2}
      height={seal.size * 2}
      shapeRendering="crispEdges"
      className="shrink-0 self-center rounded-md border bg-white sm:self-start"
    >
      <path d={seal.path} fill="#111318" />
    </svg>
  );
}
