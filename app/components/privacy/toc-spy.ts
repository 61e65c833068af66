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
export function install(doc: Document, options: TocSpyOptions) {
  const win = doc.defaultView!;
  const toc = doc.getElementById(options.tocId);
  if (!toc) return;
  const links = [...toc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const ids = links.map((link) => link.hash.slice(1));
  let frame = 0;
  let marked: string | null | undefined;

  function mark(id: string | null) {
    marked = id;
    links.forEach((link, index) => {
      if (ids[index] === id) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    });
    const link = id === null ? undefined : links[ids.indexOf(id)];
    if (!toc || !link || toc.scrollHeight <= toc.clientHeight) return;
    const top = link.offsetTop - toc.clientTop;
    if (top < toc.scrollTop || top + link.offsetHeight > toc.scrollTop + toc.clientHeight) {
      toc.scrollTop = top - toc.clientHeight / 2;
    }
  }

  function update() {
    frame = 0;
    const tops = ids.flatMap((id) => {
      const element = doc.getElementById(id);
      return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
    });
    const scroller = doc.scrollingElement;
    const atBottom =
      !!scroller && scroller.scrollTop + win.innerHeight >= scroller.scrollHeight - 2;
    const id = currentSection(tops, options.line, atBottom);
    if (id !== marked) mark(id);
  }

  function schedule() {
    if (!frame) frame = win.requestAnimationFrame(update);
  }

  update();
  win.addEventListener("scroll", schedule, { passive: true });
  win.addEventListener("resize", schedule);
}
