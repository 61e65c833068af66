import QRCode from "qrcode";
import { expect, it } from "vitest";
import { qrSeal, qrSealSvg } from "./qr-seal.server";

it("draws every dark module of the code, and only those, inside a quiet zone", () => {
  const url = "https://fabric.example/verify/demo";
  const seal = qrSeal(url);
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "L" });
  expect(seal.size).toBe(modules.size + 8);
  const dark = new Set<string>();
  for (const [, x, y, run] of seal.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i++) dark.add(`${Number(x) + i - 4},${Number(y) - 4}`);
  }
  let expected = 0;
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(y, x)) {
        expected++;
        expect(dark.has(`${x},${y}`)).toBe(true);
      }
    }
  }
  expect(dark.size).toBe(expected);
  expect(seal.url).toBe(url);
});

it("writes the seal as an SVG file: white behind the dark modules, two pixels per module", () => {
  const seal = qrSeal("https://fabric.example/verify");
  const svg = qrSealSvg(seal);
  const side = seal.size * 2;
  expect(svg).toMatch(
    new RegExp(
      `^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${seal.size} ${seal.size}" width="${side}" height="${side}"`,
    ),
  );
  expect(svg).toContain(`<rect width="${seal.size}" height="${seal.size}" fill="#fff"/>`);
  expect(svg).toContain(`<path d="${seal.path}" fill="#111318"/>`);
});
