// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import firstPaintScript from "~/lib/first-paint.ts?inline-script";
import { brandFont } from "./brand-font";
import { AFTER_FIRST_PAINT, afterFirstPaintIn } from "./first-paint";

/** Paint timing the test reports: `report(["first-contentful-paint"])` tells the observer a paint. */
function fakePaintTiming() {
  let report: (entries: string[]) => void = () => {};
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    constructor(callback: (list: object, observer: { disconnect(): void }) => void) {
      report = (names) =>
        callback(
          { getEntriesByName: (name: string) => names.filter((entry) => entry === name) },
          { disconnect: () => {} },
        );
    }
    observe() {}
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return (names: string[]) => report(names);
}

describe("the head script's afterFirstPaint", () => {
  // happy-dom has no FontFace; the script fetches the brand face after the first paint.
  const fontLoads = vi.fn(() => Promise.resolve());
  beforeEach(() => {
    fontLoads.mockClear();
    vi.stubGlobal(
      "FontFace",
      class {
        load = fontLoads;
      },
    );
  });

  it("runs work once the first contentful paint is on screen, not before", () => {
    const report = fakePaintTiming();
    new Function(firstPaintScript({ vitals: "", font: brandFont("/inter.woff2") }))();
    expect(typeof (window as unknown as Record<string, unknown>)[AFTER_FIRST_PAINT]).toBe(
      "function",
    );
    const run = vi.fn();
    afterFirstPaintIn(document)(run);
    report(["first-paint"]);
    expect(run).not.toHaveBeenCalled();
    report(["first-contentful-paint"]);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("asks for the field measurement only after the first paint, even once the page has loaded", () => {
    const report = fakePaintTiming();
    // The idle callback is where the module is asked for.
    const whenIdle = vi.fn();
    vi.stubGlobal("requestIdleCallback", whenIdle);
    expect(document.readyState).toBe("complete");
    new Function(firstPaintScript({ vitals: "/vitals.js", font: brandFont("/inter.woff2") }))();
    expect(whenIdle).not.toHaveBeenCalled();
    report(["first-contentful-paint"]);
    expect(whenIdle).toHaveBeenCalledTimes(1);
  });

  it("falls back to the frame after this one without paint timing", async () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    new Function(firstPaintScript({ vitals: "", font: brandFont("/inter.woff2") }))();
    const run = vi.fn();
    afterFirstPaintIn(document)(run);
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(fontLoads).toHaveBeenCalledTimes(1));
  });
});
