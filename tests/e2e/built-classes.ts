import type { Page } from "@playwright/test";
import { readClassNames } from "../../scripts/build/class-names.ts";
import { buildDir } from "../../scripts/build/build-dir.ts";
import { readPropertyNames } from "../../scripts/build/property-names.ts";

/**
 * The served build's class names (scripts/build/class-names.ts): each source name's short one, and back.
 * Tests name classes as the source writes them.
 */
export const builtClassNames = readClassNames(buildDir);
export const sourceClassNames: Record<string, string> = Object.fromEntries(
  Object.entries(builtClassNames).map(([source, built]) => [built, source]),
);

/** A selector for the elements carrying a class the source writes (`sr-only`). */
export const classSelector = (name: string) =>
  `.${(builtClassNames[name] ?? name).replace(/[^\w-]/g, (character) => `\\${character}`)}`;

/**
 * The served build's custom property names (scripts/build/property-names.ts): a property's name as the
 * source writes it (`--brand-ink`), in the build.
 */
export const builtPropertyNames = readPropertyNames(buildDir);
export const builtProperty = (name: string) => builtPropertyNames[name] ?? name;

/** The colour a custom property the source names (`--brand-ink`) computes to in the page's theme now. */
export function builtColour(page: Page, name: string) {
  return page.evaluate((property) => {
    const probe = document.createElement("span");
    probe.style.color = `var(${property})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, builtProperty(name));
}
