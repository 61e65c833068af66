import { REDUCED_MOTION } from "~/lib/motion";
import { playFrames, typewriterFrames } from "~/lib/typewriter";

/** The hero heading's typed line, as `HeroHeading` renders it and `installHeroTyping` drives it. */
export const HERO_TYPING = {
  line: "hero-typed-line",
  prefix: "hero-prefix",
  word: "hero-word",
} as const;

const NO_BREAK_SPACE = "\u00a0";

/**
 * Types the hero's words into its prerendered final state ("is Human"), then settles on it again.
 * The line carries the words (`data-words`) and the typing prefix (`data-prefix`); the word is marked
 * `data-typing` while it is typed, which its classes turn into the caret. Under reduced motion it
 * leaves the final state alone, and settles at once if reduced motion is turned on mid-way.
 */
export function installHeroTyping(doc: Document) {
  const win = doc.defaultView!;
  const line = doc.querySelector<HTMLElement>(`[data-slot=${HERO_TYPING.line}]`);
  const prefix = line?.querySelector(`[data-slot=${HERO_TYPING.prefix}]`);
  const word = line?.querySelector<HTMLElement>(`[data-slot=${HERO_TYPING.word}]`);
  const motion = win.matchMedia(REDUCED_MOTION);
  if (!line || !prefix || !word || motion.matches) return;

  const words: string[] = JSON.parse(line.dataset.words ?? "[]");
  const final = { prefix: prefix.textContent, word: word.textContent };
  const settle = () => {
    prefix.textContent = final.prefix;
    word.textContent = final.word;
    delete word.dataset.typing;
  };
  const type = (text: string) => {
    prefix.textContent = `${line.dataset.prefix}${NO_BREAK_SPACE}`;
    word.textContent = text;
    word.dataset.typing = "";
  };

  type("");
  const stop = playFrames(typewriterFrames(words), (frame) =>
    frame.done ? settle() : type(frame.text),
  );
  motion.addEventListener("change", () => {
    if (!motion.matches) return;
    stop();
    settle();
  });
}
