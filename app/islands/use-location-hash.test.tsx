// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useLocationHash } from "./use-location-hash";

describe("useLocationHash", () => {
  it("reads the address's fragment and follows it as it changes", () => {
    window.history.replaceState(null, "", "/verify#first");
    const { result } = renderHook(() => useLocationHash());
    expect(result.current).toBe("#first");

    act(() => {
      window.history.replaceState(null, "", "/verify#second");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(result.current).toBe("#second");
    window.history.replaceState(null, "", "/");
  });
});
