import * as React from "react";
import { currentSection } from "~/lib/current-section";

/** A heading counts as reached once it passes just under the sticky header (scroll-padding 5rem). */
const READING_LINE_PX = 96;

/** The id of the section being read, updated at most once a frame while the page scrolls. */
export function useCurrentSection(ids: readonly string[]) {
  const [current, setCurrent] = React.useState<string | null>(null);
  React.useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const { scrollingElement } = document;
      const atBottom =
        !!scrollingElement &&
        scrollingElement.scrollTop + window.innerHeight >= scrollingElement.scrollHeight - 2;
      setCurrent(currentSection(tops, READING_LINE_PX, atBottom));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [ids]);
  return current;
}
