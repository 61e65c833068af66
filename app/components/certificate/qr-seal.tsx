import type { QrSeal as QrSealData } from "~/lib/qr-seal.server";

/** The build-time QR path drawn as an inline SVG (dark modules on white in both themes, so it scans). */
export function QrSeal({ seal, label }: { seal: QrSealData; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${seal.size} ${seal.size}`}
      width={seal.size * 4}
      height={seal.size * 4}
      shapeRendering="crispEdges"
      className="size-32 shrink-0 rounded-md border bg-white"
    >
      <path d={seal.path} fill="#111318" />
    </svg>
  );
}
