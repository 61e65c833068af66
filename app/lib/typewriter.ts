/** Typed at 100 ms per character, held 1.5 s, deleted at 50 ms per character. */
export const TYPE_MS = 100;
export const HOLD_MS = 1_500;
export const DELETE_MS = 50;

/**
 * One visible state of a typing animation: how long after the previous one it appears, and its
 * text. A pair, not an object, because the animations run from inline scripts every home page
 * carries: property names would be written out in them.
 */
export type Frame = [delay: number, text: string];

/**
 * The hero's whole animation as frames: each word typed, held, deleted, then the next; the last
 * frame (the last word deleted) is where the final "is Human" state shows.
 */
export function typewriterFrames(words: readonly string[]): Frame[] {
  const frames: Frame[] = [];
  for (const word of words) {
    for (let length = 1; length <= word.length; length++)
      frames.push([TYPE_MS, word.slice(0, length)]);
    for (let length = word.length; length--;) {
      frames.push([(length === word.length - 1 ? HOLD_MS : 0) + DELETE_MS, word.slice(0, length)]);
    }
  }
  return frames;
}

/** When each frame appears, in ms from the start. */
export function frameTimes(frames: readonly Frame[]): number[] {
  let time = 0;
  return frames.map(([delay]) => (time += delay));
}

/**
 * Plays frames with one timer at a time, telling `onFrame` whether it is the last, and returns a
 * function that stops it. The only place that touches timers: everything else about the
 * animations is plain data.
 */
export function playFrames(
  frames: readonly Frame[],
  onFrame: (text: string, last: boolean) => void,
): () => void {
  let index = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    const frame = frames[index++];
    if (frame) {
      timer = setTimeout(() => {
        onFrame(frame[1], index === frames.length);
        next();
      }, frame[0]);
    }
  };
  next();
  return () => clearTimeout(timer);
}
