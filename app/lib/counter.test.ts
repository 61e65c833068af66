import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatNumber } from "~/content/format";
import {
  COUNTER_INTERVAL_MS,
  COUNTER_START,
  COUNTER_STEP,
  ERASE_MS,
  RETYPE_MS,
  countAt,
  createCounter,
  retypeFrames,
} from "./counter";

describe("counter constants and pure helpers", () => {
  it("uses the spec's numbers", () => {
    expect([COUNTER_START, COUNTER_STEP, COUNTER_INTERVAL_MS, ERASE_MS, RETYPE_MS]).toEqual([
      32_456_038, 17, 5_000, 60, 80,
    ]);
  });

  it("formats with thousands separators", () => {
    expect(formatNumber(COUNTER_START)).toBe("32,456,038");
  });

  it("adds 17 for every whole 5 s", () => {
    expect(countAt(0)).toBe(32_456_038);
    expect(countAt(4_999)).toBe(32_456_038);
    expect(countAt(5_000)).toBe(32_456_055);
    expect(countAt(60_000)).toBe(32_456_038 + 12 * 17);
  });

  it("erases the last 5 characters, then types the new ones", () => {
    expect(retypeFrames("32,456,038", "32,456,055")).toEqual([
      [60, "32,456,03"],
      [60, "32,456,0"],
      [60, "32,456,"],
      [60, "32,456"],
      [60, "32,45"],
      [80, "32,456"],
      [80, "32,456,"],
      [80, "32,456,0"],
      [80, "32,456,05"],
      [80, "32,456,055"],
    ]);
  });

  it("erases further back when a carry changed earlier digits", () => {
    const frames = retypeFrames("32,459,998", "32,460,015");
    expect(frames.filter(([delay]) => delay === ERASE_MS).at(-1)?.[1]).toBe("32,4");
    expect(frames.at(-1)).toEqual([RETYPE_MS, "32,460,015"]);
  });

  it("picks up from a half-erased number without erasing more", () => {
    expect(retypeFrames("32,45", "32,456,072").map(([, text]) => text)).toEqual([
      "32,456",
      "32,456,",
      "32,456,0",
      "32,456,07",
      "32,456,072",
    ]);
  });
});

type CounterState = { value: number; text: string; animating: boolean };

describe("createCounter", () => {
  let states: CounterState[];
  const latest = () => states.at(-1);
  const record = (value: number, text: string, animating: boolean) =>
    states.push({ value, text, animating });

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  it("retypes every 5,000 ms at 60 ms per erased and 80 ms per typed character", () => {
    const counter = createCounter(record, true);
    counter.resume();
    expect(states).toEqual([]);
    vi.advanceTimersByTime(4_999);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    // The number screen readers get changes once, before the animation starts.
    expect(latest()).toEqual({ value: 32_456_055, text: "32,456,038", animating: true });
    vi.advanceTimersByTime(59);
    expect(latest()?.text).toBe("32,456,038");
    vi.advanceTimersByTime(1);
    expect(latest()?.text).toBe("32,456,03");
    vi.advanceTimersByTime(4 * 60);
    expect(latest()?.text).toBe("32,45");
    vi.advanceTimersByTime(79);
    expect(latest()?.text).toBe("32,45");
    vi.advanceTimersByTime(1);
    expect(latest()?.text).toBe("32,456");
    vi.advanceTimersByTime(4 * 80);
    expect(latest()).toEqual({ value: 32_456_055, text: "32,456,055", animating: false });
    vi.advanceTimersByTime(10_000 - 5_700);
    expect(latest()).toMatchObject({ value: 32_456_072, animating: true });
  });

  it("under reduced motion changes the number at once", () => {
    const counter = createCounter(record, false);
    counter.resume();
    vi.advanceTimersByTime(5_000);
    expect(states).toEqual([{ value: 32_456_055, text: "32,456,055", animating: false }]);
    vi.advanceTimersByTime(5_000);
    expect(latest()?.text).toBe("32,456,072");
  });

  it("runs no timers while paused and catches up in one retype when resumed", () => {
    const counter = createCounter(record, true);
    counter.resume();
    vi.advanceTimersByTime(1_000);
    counter.pause();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(20_000);
    expect(states).toEqual([]);
    counter.resume();
    expect(latest()).toMatchObject({ value: COUNTER_START + 4 * COUNTER_STEP, animating: true });
    vi.advanceTimersByTime(5 * 60 + 5 * 80);
    expect(latest()).toEqual({ value: 32_456_106, text: "32,456,106", animating: false });
    // Back on the 5 s grid of the start: the next tick is at 25,000 ms.
    vi.advanceTimersByTime(25_000 - 21_000 - 700 - 1);
    expect(latest()?.value).toBe(32_456_106);
    vi.advanceTimersByTime(1);
    expect(latest()?.value).toBe(32_456_123);
    vi.advanceTimersByTime(5 * 60 + 5 * 80);
    counter.pause();
    expect(vi.getTimerCount()).toBe(0);
  });
});
