import type { QrSealImage } from "~/lib/qr-seal.server";

/**
 * The seal's SVG file, drawn at build time at the size it is shown (dark modules on white in both
 * themes). It sits below the first screen, so it loads lazily.
 */
export function QrSeal({ seal, label }: { seal: QrSealImage; label: string }) {
  return (
    <img
      src={seal.src}
      alt={label}
      width={seal.side}
      height={seal.side}
      loading="lazy"
      decoding="async"
      className="shrink-0 self-center rounded-md border bg-white sm:self-start"
    />
  );
}
