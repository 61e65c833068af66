import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_FALLBACK_FACES, BRAND_FONT_URL, fallbackFaces, withBrandFaces } from "./brand-faces";

const appCss = readFileSync(new URL("../../app/styles/app.css", import.meta.url), "utf8");
const ldc = readFileSync(new URL("../../public/ldc/index.html", import.meta.url), "utf8");

describe("brand faces", () => {
  it("takes the site's two fallback faces, regular and bold", () => {
    const faces = fallbackFaces(appCss);
    expect(faces.match(/@font-face/g)).toHaveLength(2);
    expect(faces).toContain("size-adjust: 108.3%");
    expect(() => fallbackFaces(":root {}")).toThrow(/Inter Fallback/);
  });

  it("gives the one-page brief the built font and the site's fallback, and leaves other pages be", () => {
    const html = withBrandFaces(ldc, "/assets/inter-latin-wght-abc.woff2", appCss);
    expect(html).not.toContain(BRAND_FONT_URL);
    expect(html).not.toContain(BRAND_FALLBACK_FACES);
    expect(html).toContain('<link rel="preload" href="/assets/inter-latin-wght-abc.woff2"');
    expect(html).toContain('url("/assets/inter-latin-wght-abc.woff2")');
    expect(html).toContain(fallbackFaces(appCss));
    expect(withBrandFaces("<p>%BRAND_FONT_URL%</p>", "/x.woff2", appCss)).toBe(
      "<p>%BRAND_FONT_URL%</p>",
    );
  });
});
