import { describe, expect, it } from "vitest";
import { visitOf } from "./bench-main-thread";

/** A trace event on the page's main thread (pid 1, tid 7), times in µs as Chromium writes them. */
const event = (name: string, ts: number, cpu: number, thread = 7) => ({
  name,
  ph: "X",
  pid: 1,
  tid: thread,
  ts,
  dur: cpu,
  tdur: cpu,
});

describe("a visit's main thread, from its trace", () => {
  it("splits its tasks at the first paint and counts what they would block at 4x", () => {
    const visit = visitOf([
      event("ParseHTML", 600, 5_000),
      event("RunTask", 500, 30_000),
      { name: "firstContentfulPaint", ph: "I", pid: 1, tid: 7, ts: 40_000 },
      event("RunTask", 50_000, 20_000),
      event("Layout", 51_000, 12_000),
      event("Paint", 64_000, 5_000),
      event("RunTask", 90_000, 14_000),
      // Another thread's task counts for nothing.
      event("RunTask", 60_000, 90_000, 8),
    ]);
    expect(visit).toEqual({
      beforePaint: 30,
      afterPaint: 34,
      longest: 20,
      longestWork: "Layout 12.0, Paint 5.0",
      blocking: 30 + 6,
    });
  });

  it("refuses a trace without a first paint", () => {
    expect(() => visitOf([event("RunTask", 0, 1_000)])).toThrow(/first contentful paint/);
  });
});
