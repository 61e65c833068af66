import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DELETE_MS,
  HOLD_MS,
  TYPE_MS,
  frameTimes,
  playFrames,
  typewriterFrames,
} from "./typewriter";

const WORDS = ["Trust", "Work", "Creativity", "Intelligence"];

/** Plays the hero's frames and reports what is on screen. */
function play(words = WORDS) {
  const shown = { text: "", done: false };
  const stop = playFrames(typewriterFrames(words), (text, done) =>
    Object.assign(shown, { text, done }),
  );
  return { shown, stop };
}

describe("typewriterFrames", () => {
  it("uses the spec's timings", () => {
    expect([TYPE_MS, HOLD_MS, DELETE_MS]).toEqual([100, 1_500, 50]);
  });

  it("types, holds and deletes each word", () => {
    const frames = typewriterFrames(["Ab", "C"]);
    expect(frames).toEqual([
      [100, "A"],
      [100, "Ab"],
      [1_550, "A"],
      [50, ""],
      [100, "C"],
      [1_550, ""],
    ]);
  });

  it("ends on the final state 10,650 ms after the start for the four hero words", () => {
    // Trust 5, Work 4, Creativity 10, Intelligence 12 characters: 31 × (100 + 50) + 4 × 1,500.
    expect(frameTimes(typewriterFrames(WORDS)).at(-1)).toBe(10_650);
  });
});

describe("playFrames with the hero words", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("types a character every 100 ms", () => {
    const { shown } = play();
    vi.advanceTimersByTime(99);
    expect(shown.text).toBe("");
    vi.advanceTimersByTime(1);
    expect(shown.text).toBe("T");
    vi.advanceTimersByTime(100);
    expect(shown.text).toBe("Tr");
    vi.advanceTimersByTime(300);
    expect(shown.text).toBe("Trust");
  });

  it("holds the whole word for 1.5 s, then deletes a character every 50 ms", () => {
    const { shown } = play();
    vi.advanceTimersByTime(500 + HOLD_MS + 49);
    expect(shown.text).toBe("Trust");
    vi.advanceTimersByTime(1);
    expect(shown.text).toBe("Trus");
    vi.advanceTimersByTime(50);
    expect(shown.text).toBe("Tru");
    vi.advanceTimersByTime(150);
    expect(shown.text).toBe("");
    vi.advanceTimersByTime(100);
    expect(shown.text).toBe("W");
  });

  it("cycles Trust, Work, Creativity, Intelligence and settles on 'is Human'", () => {
    const { shown } = play();
    const seen = new Set<string>();
    for (let ms = 0; ms < 10_649; ms++) {
      vi.advanceTimersByTime(1);
      seen.add(shown.text);
    }
    expect(WORDS.every((word) => seen.has(word))).toBe(true);
    expect(shown).toEqual({ text: "I", done: false });
    vi.advanceTimersByTime(1);
    expect(shown).toEqual({ text: "", done: true });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(shown.done).toBe(true);
  });

  it("stops when asked", () => {
    const { shown, stop } = play();
    vi.advanceTimersByTime(200);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(shown.text).toBe("Tr");
    expect(vi.getTimerCount()).toBe(0);
  });
});
