import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  PHONE_SCREEN_MAX_BYTES,
  PHONE_SCREEN_WIDTHS,
  SCREEN_FORMATS,
  SCREEN_WIDTHS,
  screenFile,
  screenVariants,
} from "./screen-image";

const MOCKS = "scripts/render/screens";
const mocks = readdirSync(MOCKS)
  .filter((file) => file.endsWith(".html"))
  .map((file) => file.replace(/\.html$/, ""));

describe("screenVariants", () => {
  it("names the light and dark files of a screenshot at every width", () => {
    const variants = screenVariants("/images/screens/trust-ledger.webp");
    expect(variants?.light.src).toBe("/images/screens/trust-ledger.webp");
    expect(variants?.dark.src).toBe("/images/screens/trust-ledger-dark.webp");
    expect(variants?.light.srcSet.webp).toBe(
      "/images/screens/trust-ledger-640.webp 640w, /images/screens/trust-ledger-720.webp 720w, /images/screens/trust-ledger-960.webp 960w, /images/screens/trust-ledger.webp 1280w",
    );
    expect(variants?.light.srcSet.avif).toContain("/images/screens/trust-ledger-720.avif 720w");
    expect(variants?.dark.srcSet.webp).toContain("/images/screens/trust-ledger-dark-640.webp 640w");
    expect(variants?.dark.srcSet.avif).toContain("/images/screens/trust-ledger-dark.avif 1280w");
    expect(variants?.dark.phone.avif).toBe("/images/screens/trust-ledger-dark-phone.avif");
  });

  it("leaves other images alone", () => {
    expect(screenVariants("/images/leaders/ceo.webp")).toBeNull();
    expect(screenVariants("/images/screens/trust-ledger-dark.png")).toBeNull();
  });
});

describe("rendered screens", () => {
  it.each(mocks)("%s has every theme, width and format in public/", (name) => {
    for (const theme of ["light", "dark"] as const) {
      for (const width of SCREEN_WIDTHS) {
        for (const format of SCREEN_FORMATS) {
          const file = `public${screenFile(`/images/screens/${name}`, theme, width, format)}`;
          expect(existsSync(file), file).toBe(true);
        }
      }
    }
  });

  it.each(mocks)("%s at phone widths fits the phone budget", (name) => {
    for (const theme of ["light", "dark"] as const) {
      for (const width of PHONE_SCREEN_WIDTHS) {
        for (const format of SCREEN_FORMATS) {
          const file = `public${screenFile(`/images/screens/${name}`, theme, width, format)}`;
          expect(statSync(file).size, file).toBeLessThanOrEqual(PHONE_SCREEN_MAX_BYTES[format]);
        }
      }
    }
  });

  it.each(mocks)(
    "%s has a phone's crop of one panel in each theme, within the phone budget",
    (name) => {
      expect(readFileSync(`${MOCKS}/${name}.html`, "utf8")).toMatch(
        /<meta name="phone-panel" content="[^"]+" \/>/,
      );
      for (const theme of ["light", "dark"] as const) {
        for (const format of SCREEN_FORMATS) {
          const file = `public${screenFile(`/images/screens/${name}`, theme, "phone", format)}`;
          expect(statSync(file).size, file).toBeLessThanOrEqual(PHONE_SCREEN_MAX_BYTES[format]);
        }
      }
    },
  );

  it("has no image without its mock", () => {
    const names = new Set(
      readdirSync("public/images/screens")
        .filter((file) => /\.(webp|avif)$/.test(file))
        .map((file) => file.replace(/(-dark)?(-\d+|-phone)?\.(webp|avif)$/, "")),
    );
    expect([...names].sort()).toEqual([...mocks].sort());
  });

  it.each(mocks)("%s takes every colour from the shared stylesheet", (name) => {
    const html = readFileSync(`${MOCKS}/${name}.html`, "utf8");
    expect(html).toContain('<link rel="stylesheet" href="screens.css" />');
    expect(html.match(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(|oklch\(/gi)).toBeNull();
  });
});
