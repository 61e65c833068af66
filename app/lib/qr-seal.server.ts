import QRCode from "qrcode";

export type QrSeal = { url: string; size: number; path: string };

/** Modules of white space around the code, as the QR standard asks for. */
const QUIET_ZONE = 4;

/**
 * The QR code for a URL as one SVG path in module units (runs of dark modules merged per row).
 * Runs at build time in the route's loader, so the browser never loads the encoder.
 */
export function qrSeal(url: string): QrSeal {
  // Level L: the seal's link carries the whole certificate (about 1.1 KB), and L keeps the code
  // small enough (version 23) to scan at two pixels per module.
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "L" });
  const commands: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    let x = 0;
    while (x < modules.size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < modules.size && modules.get(y, x)) x++;
      commands.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`);
    }
  }
  return { url, size: modules.size + QUIET_ZONE * 2, path: commands.join("") };
}
