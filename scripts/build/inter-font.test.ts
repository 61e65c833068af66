import { describe, expect, it } from "vitest";
import { inSubset } from "./inter-font.ts";

const content = import.meta.glob<Record<string, unknown>>(
  ["../../app/content/**/*.ts", "!../../app/content/**/*.test.ts"],
  { eager: true },
);

/** Every string in a module's exports, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the site's subset of Inter", () => {
  it("has every character of the site's copy", () => {
    const missing = new Set<string>();
    for (const [file, module] of Object.entries(content))
      for (const text of strings(module))
        for (const character of text)
          if (!inSubset(character) && !/\s/.test(character)) missing.add(`${character} (${file})`);
    expect([...missing]).toEqual([]);
    expect(Object.keys(content).length).toBeGreaterThan(10);
  });
});
