import { describe, expect, it } from "vitest";
import { DEFAULT_THEME, THEME_STORAGE_KEY } from "./theme";

describe("theme", () => {
  it("uses the spec's storage key and defaults to system", () => {
    expect(THEME_STORAGE_KEY).toBe("vite-ui-theme");
    expect(DEFAULT_THEME).toBe("system");
  });
});
