import { formatNumber } from "~/content/format";
import { type Frame, playFrames } from "~/lib/typewriter";

/** Starts at 32,456,038 and adds 17 every 5,000 ms. */
export const COUNTER_START = 32_456_038;
export const COUNTER_STEP = 17;
export const COUNTER_INTERVAL_MS = 5_000;
/** Erase the last 5 characters every 60 ms, then type the new ones every 80 ms. */
export const RETYPE_CHARACTERS = 5;
export const ERASE_MS = 60;
export const RETYPE_MS = 80;

/** The count after `elapsedMs` of the page being visible. */
export function countAt(elapsedMs: number) {
  return COUNTER_START + COUNTER_STEP * Math.floor(Math.max(0, elapsedMs) / COUNTER_INTERVAL_MS);
}

/**
 * Frames that turn one displayed number into the next: erase the last 5 characters (more when a
 * carry changed earlier digits, fewer when an interrupted retype left less), then type the rest.
 */
export function retypeFrames(from: string, to: string): Frame[] {
  let common = 0;
  while (common < from.length && from[common] === to[common]) common++;
  const keep = Math.min(common, Math.max(0, to.length - RETYPE_CHARACTERS));
  const frames: Frame[] = [];
  for (let length = from.length - 1; length >= keep; length--) {
    frames.push({ delay: ERASE_MS, text: from.slice(0, length), done: false });
  }
  for (let length = keep + 1; length <= to.length; length++) {
    frames.push({ delay: RETYPE_MS, text: to.slice(0, length), done: length === to.length });
  }
  return frames;
}

export type CounterState = {
  /** The count screen readers get: the whole number, never a half-typed one. */
  value: number;
  /** What is on screen right now. */
  text: string;
  animating: boolean;
};

export const initialCounterState: CounterState = {
  value: COUNTER_START,
  text: formatNumber(COUNTER_START),
  animating: false,
};

/**
 * Drives the counter from the clock since `start`: its timers stop while the page is hidden
 * (`pause`) and `resume` catches up to the count the clock says, in one retype. Reduced motion
 * (`animate: false`) swaps numbers without the typing effect.
 */
export function createCounter(
  onChange: (state: CounterState) => void,
  { animate = true, startedAt = Date.now() }: { animate?: boolean; startedAt?: number } = {},
) {
  let state = initialCounterState;
  let tick: ReturnType<typeof setTimeout> | undefined;
  let stopAnimation = () => {};

  const set = (next: CounterState) => {
    state = next;
    onChange(state);
  };

  const show = (value: number) => {
    if (value === state.value) return;
    stopAnimation();
    const text = formatNumber(value);
    if (!animate) return set({ value, text, animating: false });
    set({ ...state, value, animating: true });
    stopAnimation = playFrames(retypeFrames(state.text, text), (frame) =>
      set({ value, text: frame.text, animating: !frame.done }),
    );
  };

  const schedule = () => {
    const elapsed = Date.now() - startedAt;
    tick = setTimeout(
      () => {
        show(countAt(Date.now() - startedAt));
        schedule();
      },
      COUNTER_INTERVAL_MS - (elapsed % COUNTER_INTERVAL_MS),
    );
  };

  const pause = () => clearTimeout(tick);

  return {
    resume() {
      pause();
      show(countAt(Date.now() - startedAt));
      schedule();
    },
    pause,
    stop() {
      pause();
      stopAnimation();
    },
  };
}
