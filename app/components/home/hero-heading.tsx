import { HERO_TYPING, HERO_WORD_SEPARATOR } from "~/components/home/hero-typing";
import { hero } from "~/content/home";
import { cn } from "~/lib/utils";

/**
 * 'The Future of' + a typed word, ending on 'The Future is Human', which is what the page is
 * prerendered with (without JavaScript and under reduced motion it stays); the home page's script
 * types the words (`hero-typing.ts`), so in development, where the app hydrates, the typed parts
 * may differ from the render. Screen readers get one stable name; the animation is hidden
 * from them. The second line never wraps and the caret is a border of the word, so only the end of
 * the line moves: nothing shifts.
 */
export function HeroHeading({ className }: { className?: string }) {
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
        <span
          className="block whitespace-nowrap"
          data-testid="hero-typed-line"
          data-slot={HERO_TYPING.line}
          data-words={hero.words.join(HERO_WORD_SEPARATOR)}
          data-prefix={hero.prefix}
        >
          {/* A no-break space: a collapsible space before an empty word would move. */}
          <span data-slot={HERO_TYPING.prefix} suppressHydrationWarning>
            {`${hero.finalPrefix}\u00a0`}
          </span>
          <span
            data-slot={HERO_TYPING.word}
            suppressHydrationWarning
            className="-mr-[0.06em] border-r-[0.06em] border-transparent not-data-typing:text-brand-ink data-typing:animate-caret-blink data-typing:border-current"
          >
            {hero.finalWord}
          </span>
        </span>
      </span>
    </h1>
  );
}
