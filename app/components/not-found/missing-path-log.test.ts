// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { MISSING_PATH_MESSAGE } from "./missing-path-log";
import missingPathLog from "./missing-path-log.ts?inline-script";

describe("the 404 page's script", () => {
  it("logs the path the visitor tried", () => {
    window.history.replaceState(null, "", "/no-such-page");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    new Function(missingPathLog())();
    expect(error).toHaveBeenCalledWith(MISSING_PATH_MESSAGE, "/no-such-page");
  });
});
