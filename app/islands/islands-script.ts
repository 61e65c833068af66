import { afterFirstPaintIn } from "~/lib/first-paint";
import { namesElement } from "~/lib/fragment";
import { afterLoadWhenIdle } from "~/lib/when-idle";

/** What the islands' browser entry (`app/entry.islands.tsx`) exports. */
export type IslandsEntry = {
  hydrateIsland(name: string, root: HTMLElement, props: object): Promise<void>;
};

/** Stands for the islands' entry in a prerendered page until the build knows its hashed name. */
export const ISLANDS_ENTRY_URL = "%ISLANDS_ENTRY_URL%";
/** Stands for the entry's own modules until the build lists them (`scripts/build/islands.ts`). */
export const ISLANDS_MODULES = "%ISLANDS_MODULES%";

export type IslandsOptions = {
  /** The islands' entry, imported on a visitor's first reach. */
  entry: string;
  /** The modules the entry loads (itself, React); each island lists its own in `data-modules`. */
  modules: string[] | typeof ISLANDS_MODULES;
};

/** The controls whose click the platform answers by itself: never held, never made twice. */
const NATIVE =
  "input:not([type=submit]):not([type=button]):not([type=reset]):not([type=image]), select, option, textarea, summary, label, [commandfor], [data-action]";
/** What a click on an island's part stands for: the control it is part of (an icon's `<path>` is part of its button). */
const CONTROL = "button, input, [role=button], [role=checkbox], [role=switch], [role=radio]";

/**
 * A static page's islands (`island.tsx`) hydrate when a visitor first reaches for one: the pointer
 * over it, focus in it or a field in it changing loads the islands' entry and hydrates that
 * island, so a page nobody touches runs no module at all; their modules are fetched, not run, once
 * the page has loaded and the browser is idle (`preloadWhenIdle`), so a first reach waits for no
 * network. The import starts after the frame that answers the reach, so that frame is not held
 * back by it. An island marked `data-starts-with="hash"` (or `"search"`) hydrates as the page loads
 * when the address has a fragment (or a query): what it shows depends on it. It starts after the
 * first paint (`afterFirstPaint`, from the head script in `lib/first-paint.ts`). Any island also
 * hydrates when the page's own script asks, with a `hydrate` event on its root. An island inside
 * another hydrates with it.
 *
 * Nothing a visitor does before their island has hydrated is lost or waits without an answer.
 * Native controls answer at once, as the platform runs them: a checkbox ticks, a radio or an option
 * is chosen, text is typed, a disclosure opens; the component adopts their state as it hydrates
 * (`early-input.ts`). A click on a button is held: the button reads as busy at once (`data-pending`,
 * the island `aria-busy`) and the click is made again, in order, on the button itself once the
 * island has hydrated. A file dropped on the island is held the same way (the browser would
 * otherwise open it in place of the page). A link's click is never held.
 */
export function installIslands(
  doc: Document,
  load: () => Promise<IslandsEntry>,
  afterFirstPaint: (run: () => void) => void,
) {
  const win = doc.defaultView!;
  let entry: Promise<IslandsEntry> | null = null;
  const roots = Array.prototype.slice
    .call(doc.querySelectorAll("[data-island]"))
    .filter((root: HTMLElement) => !root.parentElement?.closest("[data-island]"));
  roots.forEach((root: HTMLElement) => {
    let hydrating: Promise<void> | null = null;
    const held: (() => void)[] = [];
    const pending = new Set<Element>();
    const hydrated = () => root.dataset.hydrated !== undefined;
    const settle = () => {
      pending.forEach((element) => element.removeAttribute("data-pending"));
      pending.clear();
      root.removeAttribute("aria-busy");
    };
    const start = () => {
      entry = entry || load();
      hydrating = entry
        .then((islands) =>
          islands.hydrateIsland(root.dataset.island!, root, JSON.parse(root.dataset.props || "{}")),
        )
        .then(() => {
          root.dataset.hydrated = "";
          settle();
          // One a microtask after another: React renders what a click changed in a microtask, so
          // the next one meets handlers that know of it (two topics ticked, then Submit), as a
          // visitor's next click would. No visitor's event can come in between.
          return held
            .splice(0)
            .reduce((done: Promise<void>, replay) => done.then(replay), Promise.resolve());
        });
      hydrating.catch((error) => {
        // The island stays the static HTML it was, and forgets what it held; the next reach for
        // it tries again.
        hydrating = null;
        held.length = 0;
        entry = null;
        settle();
        console.error(error);
      });
    };
    const hydrate = () => {
      if (hydrating || hydrated()) return;
      hydrating = new Promise<void>((resolve) =>
        // After the frame that shows what the reach did (a ticked box, a busy button).
        win.requestAnimationFrame(() => win.setTimeout(resolve, 0)),
      ).then(start);
    };
    const hold = (event: Event, control: Element, replay: () => void) => {
      event.preventDefault();
      event.stopPropagation();
      control.setAttribute("data-pending", "");
      pending.add(control);
      root.setAttribute("aria-busy", "true");
      held.push(replay);
      hydrate();
    };
    const startsWith = root.dataset.startsWith as "hash" | "search" | undefined;
    const address = startsWith ? doc.location[startsWith] : "";
    // A fragment that names a part of the page is a place to scroll to, not what the island reads.
    if (address.length > 1 && !(startsWith === "hash" && namesElement(doc, address)))
      afterFirstPaint(hydrate);
    ["pointerover", "focusin", "hydrate"].forEach((type) => root.addEventListener(type, hydrate));
    // A field changed: the island shows it is catching up until it has.
    ["input", "change"].forEach((type) =>
      root.addEventListener(type, () => {
        if (hydrated()) return;
        root.setAttribute("aria-busy", "true");
        hydrate();
      }),
    );
    root.addEventListener(
      "click",
      (event) => {
        const target = event.target as Element;
        if (hydrated() || target.closest("a[href]")) return;
        const control = target.closest(CONTROL) || target;
        if (control.closest(NATIVE)) return hydrate();
        hold(event, control, () => {
          control.dispatchEvent(
            new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }),
          );
        });
      },
      true,
    );
    const carriesFiles = (event: DragEvent) =>
      !hydrated() && Array.prototype.indexOf.call(event.dataTransfer?.types || [], "Files") >= 0;
    root.addEventListener(
      "dragover",
      (event) => {
        if (!carriesFiles(event)) return;
        // Lets the file be dropped here rather than opened by the browser.
        event.preventDefault();
        hydrate();
      },
      true,
    );
    root.addEventListener(
      "drop",
      (event) => {
        if (!carriesFiles(event)) return;
        // The event's files can be read only while it is dispatched: keep them for the replay.
        const files = Array.prototype.slice.call(event.dataTransfer!.files) as File[];
        const target = event.target as Element;
        hold(event, target, () => {
          const dataTransfer = new DataTransfer();
          files.forEach((file) => dataTransfer.items.add(file));
          target.dispatchEvent(
            new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer }),
          );
        });
      },
      true,
    );
  });
  return roots.length;
}

/**
 * Fetches `modules` into the browser's cache once the page has loaded and the main thread is idle,
 * without running them (`modulepreload`), so an island's first reach waits only for its own run.
 */
export function preloadWhenIdle(doc: Document, modules: string[]) {
  afterLoadWhenIdle(doc, () =>
    modules.forEach((href) => {
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      doc.head.appendChild(link);
    }),
  );
}

/** The inline script of a page with islands (rendered by `PageScripts`, completed by the build). */
export function install(doc: Document, options: IslandsOptions) {
  const count = installIslands(doc, () => import(options.entry), afterFirstPaintIn(doc));
  if (count === 0 || !Array.isArray(options.modules)) return;
  const own = Array.prototype.slice
    .call(doc.querySelectorAll("[data-modules]"))
    .flatMap((root: HTMLElement) => root.dataset.modules!.split(" "));
  preloadWhenIdle(doc, [...new Set([...options.modules, ...own])]);
}
