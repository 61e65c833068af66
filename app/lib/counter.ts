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
  for (let length = from.length; length-- > keep;) frames.push([ERASE_MS, from.slice(0, length)]);
  for (let length = keep; length++ < to.length;) frames.push([RETYPE_MS, to.slice(0, length)]);
  return frames;
}

/**
 * What the counter shows: the count screen readers get (the whole number, never a half-typed
 * one), what is on screen right now, and whether it is being retyped.
 */
export type CounterChange = (value: number, text: string, animating: boolean) => void;

/**
 * Drives the counter from the clock since `startedAt`: its timers stop while the page is hidden
 * (`pause`) and `resume` catches up to the count the clock says, in one retype. Without `animate`
 * (reduced motion) it swaps numbers without the typing effect.
 */
export function createCounter(onChange: CounterChange, animate: boolean, startedAt = Date.now()) {
  let value = COUNTER_START;
  let text = formatNumber(value);
  let tick: ReturnType<typeof setTimeout> | undefined;
  let stopAnimation = () => {};
  const elapsed = () => Date.now() - startedAt;

  const show = (next: number) => {
    if (next === value) return;
    stopAnimation();
    value = next;
    const target = formatNumber(next);
    if (!animate) return onChange(value, (text = target), false);
    onChange(value, text, true);
    stopAnimation = playFrames(retypeFrames(text, target), (shown, last) =>
      onChange(next, (text = shown), !last),
    );
  };

  const schedule = () => {
    tick = setTimeout(
      () => {
        show(countAt(elapsed()));
        schedule();
      },
      COUNTER_INTERVAL_MS - (elapsed() % COUNTER_INTERVAL_MS),
    );
  };

  const pause = () => clearTimeout(tick);

  return {
    resume() {
      pause();
      show(countAt(elapsed()));
      schedule();
    },
    pause,
  };
}
