import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { segments } from "../build/path-precision.ts";
import {
  PARTNER_LOGOS_DIR,
  PLACEHOLDER_LOGOS,
  interFont,
  logoSvg,
} from "./render-partner-logos.ts";

describe("the placeholder partners' logo files", () => {
  it("are what their drawings render (npm run partners:render)", async () => {
    const font = await interFont();
    for (const drawing of PLACEHOLDER_LOGOS) {
      const file = readFileSync(path.join(PARTNER_LOGOS_DIR, `${drawing.slug}.svg`), "utf8");
      expect(file, drawing.slug).toBe(logoSvg(font, drawing));
    }
  });

  it("spell each wordmark out to its width, after the mark and its gap", async () => {
    const font = await interFont();
    for (const drawing of PLACEHOLDER_LOGOS) {
      const svg = logoSvg(font, drawing);
      const wordmark = [...svg.matchAll(/ d="([^"]+)"/g)][1]![1]!;
      const xs = segments(wordmark).flatMap(({ command, values }) =>
        command === "Z" ? [] : values.filter((_, index) => index % 2 === 0),
      );
      expect(Math.min(...xs), drawing.slug).toBeGreaterThanOrEqual(32);
      expect(Math.min(...xs), drawing.slug).toBeLessThan(35);
      expect(Math.max(...xs), drawing.slug).toBeGreaterThan(32 + drawing.width - 3);
      expect(Math.max(...xs), drawing.slug).toBeLessThanOrEqual(32 + drawing.width + 1);
      expect(svg).toContain(`viewBox="0 -4 ${32 + drawing.width} 32"`);
    }
  });
});
