// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { tocSpyOptions } from "./toc-spy";
import tocSpyScript from "./toc-spy.ts?inline-script";

const tops: Record<string, number> = {};
let frames: FrameRequestCallback[] = [];

/** The page scrolls or resizes, and the next frame comes. */
function nextFrame(type: "scroll" | "resize") {
  window.dispatchEvent(new Event(type));
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(0));
}

beforeEach(() => {
  document.body.innerHTML = `
    <nav id="contents">
      <a href="#collect">Collect</a><a href="#use">Use</a><a href="#rights">Rights</a>
    </nav>
    <section id="collect"></section><section id="use"></section><section id="rights"></section>`;
  for (const id of ["collect", "use", "rights"]) {
    document.getElementById(id)!.getBoundingClientRect = () => ({ top: tops[id] ?? 0 }) as DOMRect;
  }
  // A long page, scrolled to its top: not at the bottom.
  Object.defineProperty(document.scrollingElement!, "scrollHeight", {
    value: 10_000,
    configurable: true,
  });
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
});

const marked = () =>
  [...document.querySelectorAll("[aria-current=location]")].map((link) => link.textContent);

describe("the privacy contents' script", () => {
  it("runs from the page's text alone and marks the section being read as the page scrolls", () => {
    Object.assign(tops, { collect: 400, use: 900, rights: 1400 });
    new Function(tocSpyScript(tocSpyOptions("contents")))();
    expect(marked()).toEqual([]);

    Object.assign(tops, { collect: -300, use: 50, rights: 600 });
    nextFrame("scroll");
    expect(marked()).toEqual(["Use"]);

    Object.assign(tops, { collect: -900, use: -500, rights: 120 });
    nextFrame("scroll");
    expect(marked()).toEqual(["Use"]);
    Object.assign(tops, { rights: 90 });
    nextFrame("resize");
    expect(marked()).toEqual(["Rights"]);
  });

  it("marks the last section at the very bottom of the page, even when it is too short to reach the line", () => {
    Object.assign(tops, { collect: -900, use: -500, rights: 300 });
    Object.defineProperty(document.scrollingElement!, "scrollHeight", {
      value: window.innerHeight,
      configurable: true,
    });
    new Function(tocSpyScript(tocSpyOptions("contents")))();
    expect(marked()).toEqual(["Rights"]);
  });
});
