import { isElementPath, VITALS_LIMITS } from "~/lib/vitals";

/**
 * How a beacon names a slow LCP or INP element: its tag and those of its parents up to the nearest
 * one with an id, with ids and `data-slot`s (`section#pricing>div>button[data-slot=button]`). Never
 * a class: the build renames classes, so a class in one build names another element in the next,
 * and a report that groups weeks of beacons by element would mix them. Cut from the left to the
 * intake's length, so the element itself is always named; a path the intake would refuse (an id of
 * other characters, one part over the length) is not named at all.
 */
export function elementPath(node: Node | null): string | undefined {
  const parts: string[] = [];
  for (let el = node instanceof Element ? node : null; el; el = el.parentElement) {
    if (el.localName === "html") break;
    const slot = el.getAttribute("data-slot");
    parts.unshift(el.localName + (el.id ? `#${el.id}` : slot ? `[data-slot=${slot}]` : ""));
    if (el.id) break;
  }
  while (parts.length > 1 && parts.join(">").length > VITALS_LIMITS.elementLength) parts.shift();
  const path = parts.join(">");
  return isElementPath(path) ? path : undefined;
}
