import QRCode from "qrcode";
import { certificateBundle } from "~/content/certificate";
import { demoSealPath, pages } from "~/content/pages";
import { verifyLink } from "~/lib/certificate-bundle";
import { absoluteUrl } from "~/lib/config";

export type QrSeal = { url: string; size: number; path: string };

/** What a page needs to show a seal: its file and its side in pixels. */
export type QrSealImage = { src: string; side: number };

/** Modules of white space around the code, as the QR standard asks for. */
const QUIET_ZONE = 4;

/** Two pixels per module, so a phone can scan the seal off a screen. */
const PIXELS_PER_MODULE = 2;

/** Dark modules; white behind them in both themes, so a phone can scan the seal off any screen. */
const DARK = "#111318";

/**
 * The QR code for a URL as one SVG path in module units (runs of dark modules merged per row).
 * Runs at build time, so the browser never loads the encoder.
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

function sealSide(seal: QrSeal) {
  return seal.size * PIXELS_PER_MODULE;
}

/** The seal as a standalone SVG file, drawn at its side in pixels. */
export function qrSealSvg(seal: QrSeal) {
  const side = sealSide(seal);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${seal.size} ${seal.size}" ` +
    `width="${side}" height="${side}" shape-rendering="crispEdges">` +
    `<rect width="${seal.size}" height="${seal.size}" fill="#fff"/>` +
    `<path d="${seal.path}" fill="${DARK}"/></svg>\n`
  );
}

/**
 * The sample certificate's seal: its self-verifying link on /verify. A file of its own (`demoSealPath`,
 * the `verify.seal` route), not markup in the page: its 45 KB path would be parsed with the page on
 * every visit, and carried a second time in the verifier island's props.
 */
export function demoSeal() {
  return qrSeal(verifyLink(certificateBundle, absoluteUrl(pages.verify.path)));
}

export function demoSealImage(): QrSealImage {
  return { src: demoSealPath, side: sealSide(demoSeal()) };
}
