// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AttestationCounter } from "~/components/home/attestation-counter";
import { HeroHeading } from "~/components/home/hero-heading";
import homeScript from "~/components/home/home-script.ts?inline-script";
import { HERO_WORD_SEPARATOR } from "~/components/home/hero-typing";
import { hero } from "~/content/home";
import { PartnerStrip } from "~/components/home/partner-strip";

const typed = () => document.querySelector("[data-slot=hero-typed-line]")!.textContent;
const word = () => document.querySelector<HTMLElement>("[data-slot=hero-word]")!;
const count = () => document.querySelector<HTMLElement>("[data-slot=count-text]")!;
const countValue = () => document.querySelector("[data-slot=count-value]")!.textContent;

/** The prerendered heading, counter and strip, then the page's script from its text alone, as the page runs it. */
function openHomePage({ reducedMotion = false } = {}) {
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <HeroHeading />
      <AttestationCounter />
      <PartnerStrip />
    </>,
  );
  const motion = new EventTarget() as MediaQueryList;
  Object.defineProperty(motion, "matches", { value: reducedMotion, writable: true });
  vi.spyOn(window, "matchMedia").mockReturnValue(motion);
  new Function(homeScript())();
  return motion;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-03-14T09:00:00Z") });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the home page's script", () => {
  it("reads the hero's words from the line, none of which holds their separator", () => {
    expect(hero.words.some((word) => word.includes(HERO_WORD_SEPARATOR))).toBe(false);
  });

  it("types each word over the prerendered final state, then settles on it", () => {
    openHomePage();
    expect(typed()).toBe("of\u00a0");
    expect(word().dataset.typing).toBe("");
    vi.advanceTimersByTime(500);
    expect(typed()).toBe("of\u00a0Trust");
    vi.advanceTimersByTime(60_000);
    expect(typed()).toBe("is\u00a0Human");
    expect(word().dataset.typing).toBeUndefined();
  });

  it("settles at once when reduced motion is turned on, and never types under it", () => {
    const motion = openHomePage();
    vi.advanceTimersByTime(300);
    expect(typed()).toBe("of\u00a0Tru");
    Object.assign(motion, { matches: true });
    motion.dispatchEvent(new Event("change"));
    expect(typed()).toBe("is\u00a0Human");
    vi.advanceTimersByTime(60_000);
    expect(typed()).toBe("is\u00a0Human");

    openHomePage({ reducedMotion: true });
    expect(typed()).toBe("is\u00a0Human");
  });

  it("retypes the count every 5 s, with the caret only while it types", () => {
    openHomePage();
    expect(count().textContent).toBe("32,456,038");
    vi.advanceTimersByTime(5_060);
    expect(count().textContent).toBe("32,456,03");
    expect(count().hasAttribute("data-animating")).toBe(true);
    expect(countValue()).toBe("32,456,055");
    vi.advanceTimersByTime(1_000);
    expect(count().textContent).toBe("32,456,055");
    expect(count().hasAttribute("data-animating")).toBe(false);
  });

  it("swaps the count without typing under reduced motion", () => {
    openHomePage({ reducedMotion: true });
    vi.advanceTimersByTime(5_000);
    expect(count().textContent).toBe("32,456,055");
    expect(count().hasAttribute("data-animating")).toBe(false);
  });

  it("presses and releases the partner strip's pause button", () => {
    openHomePage();
    const pause = document.querySelector<HTMLButtonElement>("[data-slot=partner-pause]")!;
    expect(pause.getAttribute("aria-pressed")).toBe("false");
    pause.click();
    expect(pause.getAttribute("aria-pressed")).toBe("true");
    pause.click();
    expect(pause.getAttribute("aria-pressed")).toBe("false");
  });
});
