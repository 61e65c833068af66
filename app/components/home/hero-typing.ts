import { REDUCED_MOTION } from "~/lib/motion";
import { playFrames, typewriterFrames } from "~/lib/typewriter";

/** The hero heading's typed line, as `HeroHeading` renders it and `installHeroTyping` drives it. */
export const HERO_TYPING = {
  line: "hero-typed-line",
  prefix: "hero-prefix",
  word: "hero-word",
} as const;

/** Between the words in the line's `data-words`. */
export const HERO_WORD_SEPARATOR = " ";

/**
 * Types the hero's words into its prerendered final state ("is Human"), then settles on it again.
 * The line carries the words (`data-words`) and the typing prefix (`data-prefix`); the word is marked
 * `data-typing` while it is typed, which its classes turn into the caret. Under reduced motion it
 * leaves the final state alone, and settles at once if reduced motion is turned on mid-way.
 */
export function installHeroTyping(doc: Document) {
  const line = doc.querySelector<HTMLElement>(`[data-slot=${HERO_TYPING.line}]`);
  const prefix = line?.querySelector(`[data-slot=${HERO_TYPING.prefix}]`);
  const word = line?.querySelector(`[data-slot=${HERO_TYPING.word}]`);
  const motion = doc.defaultView!.matchMedia(REDUCED_MOTION);
  if (!prefix || !word || motion.matches) return;

  const final = [prefix.textContent, word.textContent];
  // The final state, or the typing prefix (a no-break space: a collapsible space before an empty
  // word would move) and `text`.
  const show = (text: string | null, typing: boolean) => {
    prefix.textContent = typing ? `${line!.dataset.prefix}\u00a0` : final[0]!;
    word.textContent = typing ? text : final[1]!;
    word.toggleAttribute("data-typing", typing);
  };

  show("", true);
  const stop = playFrames(
    typewriterFrames(line!.dataset.words!.split(HERO_WORD_SEPARATOR)),
    (text, last) => show(text, !last),
  );
  motion.addEventListener("change", () => {
    if (!motion.matches) return;
    stop();
    show(null, false);
  });
}
