import { demoSeal, qrSealSvg } from "~/lib/qr-seal.server";

/** The sample certificate's QR seal as an SVG file, written at build time (`demoSealPath`). */
export function loader() {
  return new Response(qrSealSvg(demoSeal()), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
}
