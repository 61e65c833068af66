import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandColours, darkToken, lightToken, oklchToHex } from "./brand-colours";

const publicFile = (name: string) =>
  readFileSync(new URL(`../../public/${name}`, import.meta.url), "utf8");
const HEX = /#[0-9a-f]{6}\b/gi;

describe("brand colours", () => {
  it("converts OKLCH to sRGB hex", () => {
    expect(oklchToHex(1, 0, 0)).toBe("#ffffff");
    expect(oklchToHex(0, 0, 0)).toBe("#000000");
    expect(oklchToHex(0.628, 0.2577, 29.23)).toBe("#ff0000");
  });

  it("reads a token from the light or the dark theme", () => {
    const css = ":root { --brand: oklch(0.53 0.21 27); }\n.dark { --brand: oklch(0.7 0.17 25); }";
    expect(lightToken("brand", css)).toBe(oklchToHex(0.53, 0.21, 27));
    expect(darkToken("brand", css)).toBe(oklchToHex(0.7, 0.17, 25));
    expect(() => lightToken("missing", css)).toThrow(/--missing in the light theme/);
    expect(() => darkToken("missing", css)).toThrow(/--missing in the dark theme/);
  });

  it("is the only red in the favicon, the web manifest and the one-page brief", () => {
    const { brand } = brandColours();
    const reds = (text: string) =>
      (text.match(HEX) ?? []).filter((hex) => {
        const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
        return r! > 150 && g! < 90 && b! < 90;
      });
    for (const file of ["favicon.svg", "site.webmanifest", "ldc/index.html"]) {
      const found = reds(publicFile(file));
      expect(found.length, file).toBeGreaterThan(0);
      expect(new Set(found.map((hex) => hex.toLowerCase())), file).toEqual(new Set([brand]));
    }
  });
});
