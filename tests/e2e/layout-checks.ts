import type { Page } from "@playwright/test";

/**
 * The layout checks, run inside the page (they are serialised into page.evaluate, so they use nothing
 * from this module's scope), and `landed`, which runs one until it holds.
 */
export type Problem = { check: string; element: string; detail: string };

/** Every layout problem visible in the page's current state. */
export function findProblems(): Problem[] {
  const problems: Problem[] = [];
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let value = styles.get(element);
    if (!value) {
      value = getComputedStyle(element);
      styles.set(element, value);
    }
    return value;
  };
  const describe = (element: Element, withText = true) => {
    const parts = [element.tagName.toLowerCase()];
    if (element.id) parts.push(`#${element.id}`);
    const slot = element.closest("[data-slot]")?.getAttribute("data-slot");
    if (slot)
      parts.push(
        element.hasAttribute("data-slot") ? `[data-slot=${slot}]` : `in [data-slot=${slot}]`,
      );
    if (!withText) return parts.join(" ");
    const label = element.getAttribute("aria-label");
    const text = (label ?? element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    return text ? `${parts.join(" ")} "${text}"` : parts.join(" ");
  };
  const round = (value: number) => Math.round(value);

  // 1. Text clipped by the nearest ancestor that hides or clips overflow (scrollable boxes: 1b).
  const clipper = (element: Element, axis: "x" | "y") => {
    for (
      let node: Element | null = element;
      node && node !== document.body;
      node = node.parentElement
    ) {
      const overflow = axis === "x" ? style(node).overflowX : style(node).overflowY;
      if (overflow === "visible") continue;
      return overflow === "hidden" || overflow === "clip" ? node : null;
    }
    return null;
  };
  const isVisuallyHidden = (box: Element) => {
    const { clip, clipPath, width, height } = style(box);
    return (
      (clip !== "auto" && clip !== "") ||
      clipPath.startsWith("inset(50%") ||
      parseFloat(width) <= 1 ||
      parseFloat(height) <= 1
    );
  };

  // 1c, in the same pass over the text as 1. Text past the edge of the box drawn around it: the
  // nearest block (not inline) ancestor with a background or a border all round, a card or a badge,
  // whose inner edge (inside its border) every line of the text must keep within. A box that hides
  // or scrolls its overflow on the way bounds the text itself (1 and 1b judge that), and so does
  // the page: nothing drawn, nothing to spill from.
  const transparent = (colour: string) =>
    colour === "transparent" || /\/\s*0\)$|, 0\)$/.test(colour);
  const draws = (element: Element) => {
    const { backgroundColor, backgroundImage } = style(element);
    if (!transparent(backgroundColor) || backgroundImage !== "none") return true;
    // A rule on some sides (a divider, a quote's bar) draws no box.
    return (["Top", "Right", "Bottom", "Left"] as const).every(
      (side) =>
        parseFloat(style(element)[`border${side}Width`]) > 0 &&
        !transparent(style(element)[`border${side}Color`]),
    );
  };
  // Each element's box, found once for all the text under it.
  const boxes = new Map<Element, Element | null>();
  const boxOf = (element: Element): Element | null => {
    if (element === document.body) return null;
    let box = boxes.get(element);
    if (box !== undefined) return box;
    const { display, overflowX, overflowY } = style(element);
    if (overflowX !== "visible" || overflowY !== "visible") box = null;
    else if (display !== "inline" && display !== "contents" && draws(element)) box = element;
    else box = element.parentElement ? boxOf(element.parentElement) : null;
    boxes.set(element, box);
    return box;
  };
  // Each box's inner edges (inside its border, short of a scrollbar), measured once for all the
  // text in it.
  const edges = new Map<Element, { left: number; top: number; right: number; bottom: number }>();
  const edgesOf = (box: Element) => {
    let value = edges.get(box);
    if (!value) {
      const outer = box.getBoundingClientRect();
      const left = outer.left + box.clientLeft;
      const top = outer.top + box.clientTop;
      value = { left, top, right: left + box.clientWidth, bottom: top + box.clientHeight };
      edges.set(box, value);
    }
    return value;
  };
  const spilled = new Set<Element>();
  const spill = (parent: Element, rects: DOMRect[]) => {
    const box = boxOf(parent);
    if (!box || spilled.has(parent)) return;
    const { left, top, right, bottom } = edgesOf(box);
    // Sideways, a line past the edge by more than a pixel; down or up, by more than a third of it,
    // as for a clipped line (a line's text box is taller than a tight line height allows).
    const past = (rect: DOMRect) => {
      const x = Math.max(left - rect.left, rect.right - right);
      const y = Math.max(top - rect.top, rect.bottom - bottom);
      return Math.max(x > 1 ? x : 0, y > rect.height / 3 ? y : 0);
    };
    const cut = rects.reduce((a, b) => (past(b) > past(a) ? b : a));
    const by = past(cut);
    // Text a closed <details> keeps laid out is not drawn.
    if (by === 0 || !parent.checkVisibility()) return;
    spilled.add(parent);
    problems.push({
      check: "text overflows its box",
      element: describe(parent),
      detail: `text ${round(cut.left)}–${round(cut.right)} × ${round(cut.top)}–${round(cut.bottom)} px runs ${round(by)} px past ${describe(box, false)} (${round(left)}–${round(right)} × ${round(top)}–${round(bottom)} px inside its border)`,
    });
  };

  const reported = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || reported.has(parent)) continue;
    const parentStyle = style(parent);
    // Deliberate truncation with an ellipsis or a line clamp is a design choice, not a defect.
    if (parentStyle.textOverflow === "ellipsis" || parentStyle.webkitLineClamp !== "none") continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    if (rects.length === 0) continue;
    spill(parent, rects);
    for (const axis of ["x", "y"] as const) {
      const box = clipper(parent, axis);
      // Visually hidden text (sr-only, the honeypot) is clipped on purpose.
      if (!box || isVisuallyHidden(box)) continue;
      const { left, top, right, bottom } = edgesOf(box);
      const cut = rects.find((rect) =>
        axis === "x"
          ? rect.left < left - 2 || rect.right > right + 2
          : // A line counts as clipped when more than a third of it is hidden.
            Math.max(top - rect.top, rect.bottom - bottom) > rect.height / 3,
      );
      if (cut) {
        reported.add(parent);
        problems.push({
          check: "text clipped",
          element: describe(parent),
          detail: `text box ${round(cut.left)}–${round(cut.right)} × ${round(cut.top)}–${round(cut.bottom)} px is cut by ${describe(box, false)} (${round(left)}–${round(right)} × ${round(top)}–${round(bottom)} px, overflow-${axis} ${axis === "x" ? style(box).overflowX : style(box).overflowY})`,
        });
        break;
      }
    }
  }

  // 1b. Text in a box that scrolls sideways because it is too wide for it: nothing tells a reader
  // that a line goes on past the edge (a command's trailing backslash was cut off that way). A box
  // that scrolls down is a list meant to scroll.
  for (const box of document.body.querySelectorAll("*")) {
    const { overflowX } = style(box);
    if (overflowX !== "auto" && overflowX !== "scroll") continue;
    if (box.scrollWidth <= box.clientWidth + 1 || !box.textContent?.trim()) continue;
    if (isVisuallyHidden(box) || !box.checkVisibility()) continue;
    // Code keeps its lines and scrolls; its edges show that a line goes on (`scroll-cue-x`).
    if (box.hasAttribute("data-scroll-cue")) continue;
    problems.push({
      check: "text scrolls sideways",
      element: describe(box),
      detail: `its content is ${box.scrollWidth - box.clientWidth} px wider than its ${box.clientWidth} px box`,
    });
  }

  // 2. Horizontal page scroll, naming the elements that stick out past the viewport.
  const viewportWidth = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > viewportWidth) {
    const wide = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > viewportWidth + 1)
      .filter(
        (element) =>
          !element.parentElement ||
          element.parentElement.getBoundingClientRect().right <= viewportWidth + 1,
      )
      .slice(0, 3);
    problems.push({
      check: "horizontal scroll",
      element: wide.map((element) => describe(element)).join("; ") || "document",
      detail: `page is ${document.documentElement.scrollWidth} px wide in a ${viewportWidth} px viewport`,
    });
  }

  // 3. Interactive elements that overlap within one layer (a menu over the page is not an overlap,
  // nor is the consent banner held to the window's bottom edge).
  const layerOf = (element: Element) =>
    element.closest("[role=dialog], #mobile-menu, #products-menu, header, #consent") ??
    document.body;
  const interactive = [
    ...document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [tabindex]:not([tabindex='-1'])",
    ),
  ]
    .filter((element) => !element.closest("[aria-hidden=true], [inert]"))
    .filter(
      (element) =>
        style(element).visibility !== "hidden" && style(element).pointerEvents !== "none",
    )
    .map((element) => ({ element, rect: element.getBoundingClientRect(), layer: layerOf(element) }))
    .filter(({ rect }) => rect.width > 1 && rect.height > 1);
  for (let i = 0; i < interactive.length; i++) {
    const a = interactive[i]!;
    for (let j = i + 1; j < interactive.length; j++) {
      const b = interactive[j]!;
      if (a.layer !== b.layer || a.element.contains(b.element) || b.element.contains(a.element))
        continue;
      const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (width > 2 && height > 2) {
        problems.push({
          check: "interactive elements overlap",
          element: `${describe(a.element)} and ${describe(b.element)}`,
          detail: `${round(width)} × ${round(height)} px in common`,
        });
      }
    }
  }

  // 4. Every image reserves its space before it loads, and none is broken.
  for (const image of document.images) {
    if (!image.getAttribute("width") || !image.getAttribute("height")) {
      problems.push({
        check: "image without intrinsic size",
        element: describe(image),
        detail: `src ${image.currentSrc || image.src}`,
      });
    } else if (image.complete && image.naturalWidth === 0 && image.loading !== "lazy") {
      problems.push({
        check: "broken image",
        element: describe(image),
        detail: `src ${image.currentSrc || image.src}`,
      });
    }
  }
  return problems;
}

/** A link to an element by its id: on this page, or on another page of the site. */
export type FragmentLink = { href: string; path: string; id: string; visuallyHidden: boolean };

/** The distinct links of the page that point at an element by id (`#id`, `/#id`), where visible. */
export function fragmentLinks(): FragmentLink[] {
  const links = new Map<string, FragmentLink>();
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>("a[href*='#']")) {
    const href = anchor.getAttribute("href")!;
    // A closed menu's links are not there to follow.
    if (links.has(href) || !anchor.checkVisibility()) continue;
    const url = new URL(anchor.href);
    const id = decodeURIComponent(url.hash.slice(1));
    // A hash that holds data (a certificate link) names no element.
    if (url.origin !== location.origin || !/^[A-Za-z][\w-]*$/.test(id)) continue;
    const { clip, clipPath } = getComputedStyle(anchor);
    links.set(href, {
      href,
      path: url.pathname,
      id,
      visuallyHidden: (clip !== "auto" && clip !== "") || clipPath.startsWith("inset(50%"),
    });
  }
  return [...links.values()];
}

/**
 * Where the element with this id sits in the viewport, and where a scroll to it should have put it:
 * its top at the page's scroll padding (below the sticky header), or as near as the page's length
 * allows.
 */
export function landing(id: string) {
  const target = document.getElementById(id);
  if (!target) return null;
  const root = document.documentElement;
  const padding = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
  const top = target.getBoundingClientRect().top;
  // A sticky target (the privacy notice's contents beside the text) is in view where it sticks.
  const { position, top: stickAt } = getComputedStyle(target);
  if (position === "sticky")
    return { top: Math.round(top), expected: Math.round(parseFloat(stickAt)) };
  const maxScroll = root.scrollHeight - root.clientHeight;
  const wanted = Math.min(Math.max(top + window.scrollY - padding, 0), maxScroll);
  return { top: Math.round(top), expected: Math.round(top + window.scrollY - wanted) };
}

/**
 * The page's height at the top, once fonts are in and it holds for three frames in a row (bands are
 * laid out at their measured heights until drawn; scripts/build/band-sizes.ts).
 */
export function heightAtTop() {
  return (async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await document.fonts.ready;
    let height = -1;
    for (let same = 0, frames = 0; same < 3 && frames < 300; frames++) {
      await frame();
      const next = document.documentElement.scrollHeight;
      same = next === height ? same + 1 : 0;
      height = next;
    }
    return height;
  })();
}

/**
 * Scrolls from the top a screen at a time until the end stays the end (bands drawn on the way may
 * grow the page), each step once the browser has drawn the frame after it; returns the page's height
 * there. Every band has been drawn by then, so its height is its own, not the estimate's.
 */
export function heightAfterScrollToEnd() {
  return (async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const root = document.documentElement;
    window.scrollTo({ top: 0, behavior: "instant" });
    for (let steps = 0; steps < 500; steps++) {
      const atEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 1;
      if (atEnd) {
        // Two frames: the band now in view is drawn, and the page's height settles with it.
        const height = root.scrollHeight;
        await frame();
        await frame();
        if (root.scrollHeight === height && window.scrollY + window.innerHeight >= height - 1)
          return height;
      }
      window.scrollBy({ top: window.innerHeight, behavior: "instant" });
      await frame();
      await frame();
    }
    throw new Error("the page never reached its end");
  })();
}

/** Waits until the target has stopped moving (a smooth scroll, bands drawn as they near). */
export async function landed(page: Page, id: string) {
  return page.evaluate(
    async ({ id, measure }) => {
      const where = new Function(`return (${measure})`)() as (id: string) => unknown;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      let last = JSON.stringify(where(id));
      for (let stable = 0, frames = 0; stable < 8 && frames < 300; frames++) {
        await frame();
        const next = JSON.stringify(where(id));
        stable = next === last ? stable + 1 : 0;
        last = next;
      }
      return JSON.parse(last) as { top: number; expected: number } | null;
    },
    { id, measure: landing.toString() },
  );
}
