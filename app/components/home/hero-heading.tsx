import * as React from "react";
import { hero } from "~/content/home";
import { type Frame, playFrames, typewriterFrames } from "~/lib/typewriter";
import { cn } from "~/lib/utils";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const FINAL: Pick<Frame, "text" | "done"> = { text: "", done: true };

/** The hero's typing state: the final state on the server, without JavaScript and under reduced motion. */
function useTypewriter(words: readonly string[]) {
  const [frame, setFrame] = React.useState(FINAL);
  React.useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    if (query.matches) return;
    setFrame({ text: "", done: false });
    const stop = playFrames(typewriterFrames(words), setFrame);
    const settle = () => {
      if (!query.matches) return;
      stop();
      setFrame(FINAL);
    };
    query.addEventListener("change", settle);
    return () => {
      stop();
      query.removeEventListener("change", settle);
    };
  }, [words]);
  return frame;
}

/**
 * 'The Future of' + a typed word, ending on 'The Future is Human'. Screen readers
 * get one stable name; the animation is hidden from them. The second line never wraps and the
 * caret is a border of the word, so only the end of the line moves: nothing shifts.
 */
export function HeroHeading({ className }: { className?: string }) {
  const { text, done } = useTypewriter(hero.words);
  return (
    <h1
      data-slot="hero-heading"
      className={cn(
        "text-[2.625rem] leading-[1.05] font-extrabold tracking-tight sm:text-6xl lg:text-7xl xl:text-[5.25rem]",
        className,
      )}
    >
      <span className="sr-only">{hero.label}</span>
      <span aria-hidden="true" className="block">
        <span className="block">{hero.lead}</span>
        <span className="block whitespace-nowrap" data-testid="hero-typed-line">
          {/* One text node with a no-break space: a collapsible space before an empty word would move. */}
          {`${done ? hero.finalPrefix : hero.prefix}\u00a0`}
          {/* A new element for the final word: 'is' is narrower than 'of', so reusing it would move it. */}
          <span
            key={done ? "final" : "typed"}
            data-slot="hero-word"
            className={cn(
              "-mr-[0.06em] border-r-[0.06em] border-transparent",
              done ? "text-brand-ink" : "animate-caret-blink border-current",
            )}
          >
            {done ? hero.finalWord : text}
          </span>
        </span>
      </span>
    </h1>
  );
}
