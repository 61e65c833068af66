import { currentSection } from "~/lib/current-section";

/** A heading counts as reached once it passes just under the sticky header (scroll-padding 5rem). */
const READING_LINE_PX = 96;

export type TocSpyOptions = { tocId: string; line: number };

/** The options of the contents' script for the `<nav>` with id `tocId`. */
export function tocSpyOptions(tocId: string): TocSpyOptions {
  return { tocId, line: READING_LINE_PX };
}

/**
 * Marks the contents entry of the section being read (`aria-current="location"`), at most once a
 * frame while the page scrolls, and keeps it inside the sidebar's own scroll without moving the
 * page. The privacy page's inline script, after its sections (`toc-spy.ts?inline-script`).
 */
export function install(doc: Document, { tocId, line }: TocSpyOptions) {
  const win = doc.defaultView!;
  const toc = doc.getElementById(tocId);
  if (!toc) return;
  const links = [...toc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  let frame = 0;
  let marked: HTMLAnchorElement | undefined;

  function update() {
    frame = 0;
    const scroller = doc.scrollingElement!;
    const link =
      links[
        currentSection(
          // A section the page lacks never counts as reached.
          links.map(
            (link) =>
              doc.getElementById(link.hash.slice(1))?.getBoundingClientRect().top ?? Infinity,
          ),
          line,
          scroller.scrollTop + win.innerHeight >= scroller.scrollHeight - 2,
        )
      ];
    if (link === marked) return;
    marked?.removeAttribute("aria-current");
    marked = link;
    if (!toc || !link) return;
    link.setAttribute("aria-current", "location");
    const top = link.offsetTop - toc.clientTop;
    if (
      toc.scrollHeight > toc.clientHeight &&
      (top < toc.scrollTop || top + link.offsetHeight > toc.scrollTop + toc.clientHeight)
    )
      toc.scrollTop = top - toc.clientHeight / 2;
  }

  function schedule() {
    frame ||= win.requestAnimationFrame(update);
  }

  update();
  win.addEventListener("scroll", schedule, { passive: true });
  win.addEventListener("resize", schedule);
}
