// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { MISSING_PATH_MESSAGE } from "./missing-path-log";
import missingPathLog from "./missing-path-log.ts?inline-script";

describe("the 404 page's script", () => {
  it("logs the path the visitor tried", () => {
    window.history.replaceState(null, "", "/no-such-page");
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    new Function(missingPathLog())();
    expect(info).toHaveBeenCalledWith(MISSING_PATH_MESSAGE, "/no-such-page");
    expect(error).not.toHaveBeenCalled();
  });
});
