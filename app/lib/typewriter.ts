/** Typed at 100 ms per character, held 1.5 s, deleted at 50 ms per character. */
export const TYPE_MS = 100;
export const HOLD_MS = 1_500;
export const DELETE_MS = 50;

/** One visible state of a typing animation and how long after the previous one it appears. */
export type Frame = { delay: number; text: string; done: boolean };

/**
 * The hero's whole animation as frames: each word typed, held, deleted, then the next; once the last
 * word is deleted the `done` frame is the final "is Human" state.
 */
export function typewriterFrames(words: readonly string[]): Frame[] {
  const frames: Frame[] = [];
  words.forEach((word, index) => {
    for (let length = 1; length <= word.length; length++) {
      frames.push({ delay: TYPE_MS, text: word.slice(0, length), done: false });
    }
    for (let length = word.length - 1; length >= 0; length--) {
      const first = length === word.length - 1;
      frames.push({
        delay: (first ? HOLD_MS : 0) + DELETE_MS,
        text: word.slice(0, length),
        done: length === 0 && index === words.length - 1,
      });
    }
  });
  return frames;
}

/** When each frame appears, in ms from the start (for tests and for catching up). */
export function frameTimes(frames: readonly Frame[]): number[] {
  let time = 0;
  return frames.map((frame) => (time += frame.delay));
}

/**
 * Plays frames with one timer at a time and returns a function that stops it. The only place
 * that touches timers: everything else about the animations is plain data.
 */
export function playFrames(
  frames: readonly Frame[],
  onFrame: (frame: Frame) => void,
  onEnd?: () => void,
): () => void {
  let index = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    const frame = frames[index];
    if (!frame) {
      onEnd?.();
      return;
    }
    timer = setTimeout(() => {
      index += 1;
      onFrame(frame);
      next();
    }, frame.delay);
  };
  next();
  return () => clearTimeout(timer);
}
