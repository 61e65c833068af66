/**
 * Icons without the attributes every one of them repeats. Each lucide icon renders the same seven
 * presentation attributes and a class naming it (`lucide lucide-arrow-right`); the page's
 * stylesheet sets them once for `svg.lucide` (`app.css`, base layer, so a utility such as `size-4`
 * still wins), and the build takes them off each icon. An icon drawn otherwise (another stroke
 * width, a colour) would lose what makes it different, so the build stops on one.
 */
import { roundedPath } from "./path-precision.ts";

const LUCIDE_SVG = /<svg ([^>]*)class="lucide((?: lucide-[\w-]+)+)([^"]*)"([^>]*)>/g;

/** What lucide-react writes on every icon, as `app.css` sets it for `svg.lucide`. */
const DEFAULTS =
  'xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ';

/** A page with each icon's repeated attributes left to the stylesheet, and its strokes as one path. */
export function withCompactIcons(html: string) {
  return withMergedIconStrokes(
    html.replace(LUCIDE_SVG, (tag, before: string, _names, classes: string, after: string) => {
      if (before !== DEFAULTS)
        throw new Error(`postbuild: an icon drawn unlike the others: ${tag}`);
      return `<svg viewBox="0 0 24 24" class="lucide${classes}"${after}>`;
    }),
  );
}

const NUMBER = String.raw`-?(?:\d+\.?\d*|\.\d+)`;
/** A path's opening `m`, absolute though lowercase, and the relative lines its further pairs draw. */
const OPENING_MOVE = new RegExp(String.raw`^m\s*(${NUMBER})[\s,]*(${NUMBER})[\s,]*`);

/** Path data that can follow other subpaths and draw the same: its opening move made absolute. */
function standalone(d: string) {
  const move = OPENING_MOVE.exec(d.trim());
  if (!move) return d.trim();
  const rest = d.trim().slice(move[0].length);
  return `M${move[1]} ${move[2]}${rest && !/^[a-z]/i.test(rest) ? "l" : ""}${rest}`;
}

const COMPACT_ICON = /(<svg viewBox="0 0 24 24" class="lucide[^"]*"[^>]*>)([\s\S]*?)<\/svg>/g;
const STROKES =
  /<path d="([^"]*)"><\/path>|<line x1="([^"]*)" x2="([^"]*)" y1="([^"]*)" y2="([^"]*)"><\/line>/g;

/**
 * Each compact icon's paths and lines as one path: its strokes as subpaths, which a stroke-only
 * icon draws the same (no joins between subpaths, no fill), to a tenth of a unit
 * (`path-precision.ts`), and its other shapes self-closed. An icon an island renders keeps React's
 * markup, which hydration compares child by child.
 */
function withMergedStrokes(html: string) {
  return html.replace(COMPACT_ICON, (_, open: string, inner: string) => {
    const strokes: string[] = [];
    const shapes = inner.replace(STROKES, (_, d: string | undefined, x1, x2, y1, y2) => {
      strokes.push(d === undefined ? `M${x1} ${y1} ${x2} ${y2}` : standalone(d));
      return "";
    });
    const path = strokes.length ? `<path d="${roundedPath(strokes.join(""))}"/>` : "";
    return `${open}${shapes.replace(/><\/(circle|rect|ellipse|polyline|polygon)>/g, "/>")}${path}</svg>`;
  });
}

/** Where each island's root element starts and ends in `html`. */
function islandSpans(html: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const start of html.matchAll(/<div [^>]*data-island="/g)) {
    let depth = 0;
    for (const tag of html.slice(start.index).matchAll(/<(\/?)div\b/g)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        spans.push([start.index, start.index + tag.index]);
        break;
      }
    }
  }
  return spans;
}

/** A page with each icon outside its islands drawn as one path (`withMergedStrokes`). */
export function withMergedIconStrokes(html: string) {
  let out = "";
  let last = 0;
  for (const [start, end] of islandSpans(html)) {
    if (start < last) continue;
    out += withMergedStrokes(html.slice(last, start)) + html.slice(start, end);
    last = end;
  }
  return out + withMergedStrokes(html.slice(last));
}
