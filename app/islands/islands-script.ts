import { AFTER_FIRST_PAINT } from "~/lib/first-paint";

/** What the islands' browser entry (`hydrate-island.tsx`) exports. */
export type IslandsEntry = {
  hydrateIsland(name: string, root: HTMLElement, props: object): Promise<void>;
};

/**
 * A static page's islands (`island.tsx`) hydrate when a visitor first reaches for one: the pointer
 * over it or focus in it loads the islands' entry and hydrates that island, so a page nobody
 * touches runs no module at all. An island marked `data-starts-with="hash"` (or `"search"`)
 * hydrates as the page loads when the address has a fragment (or a query): what it shows depends
 * on it. It starts after the first paint (`afterFirstPaint`, from the head script in
 * `lib/first-paint.ts`), so its modules never compete with that paint. An island inside another
 * hydrates with it.
 *
 * What a visitor does before their island has hydrated is kept. Clicks are held and made again, in
 * order, once it has: a radio or a switch changes only when its island can follow it, and a submit
 * button (clicked, or through Enter in a field) submits to the island's handler, never natively. A
 * select's change, which no click makes, is made again with them. Typed text stays in its field
 * (React hydrates an input without resetting its value) for the island to read. A link's click is
 * not held: links work without React.
 *
 * Serialized into the page (the build hashes it into the Content-Security-Policy): it must
 * reference nothing outside its own body.
 */
export function installIslands(
  doc: Document,
  load: () => Promise<IslandsEntry>,
  afterFirstPaint: (run: () => void) => void,
) {
  let entry: Promise<IslandsEntry> | null = null;
  const roots = Array.prototype.slice
    .call(doc.querySelectorAll("[data-island]"))
    .filter((root: HTMLElement) => !root.parentElement?.closest("[data-island]"));
  roots.forEach((root: HTMLElement) => {
    let hydrating: Promise<void> | null = null;
    const held: (() => void)[] = [];
    const hydrate = () => {
      if (hydrating) return;
      entry = entry || load();
      hydrating = entry
        .then((islands) =>
          islands.hydrateIsland(root.dataset.island!, root, JSON.parse(root.dataset.props || "{}")),
        )
        .then(() => {
          root.dataset.hydrated = "";
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
        console.error(error);
      });
    };
    const startsWith = root.dataset.startsWith as "hash" | "search" | undefined;
    if (startsWith && doc.location[startsWith].length > 1) afterFirstPaint(hydrate);
    root.addEventListener("pointerover", hydrate);
    root.addEventListener("focusin", hydrate);
    root.addEventListener(
      "click",
      (event) => {
        const target = event.target as HTMLElement;
        if (root.dataset.hydrated !== undefined || target.closest("a[href]")) return;
        event.preventDefault();
        event.stopPropagation();
        held.push(() => target.click());
        hydrate();
      },
      true,
    );
    root.addEventListener(
      "change",
      (event) => {
        const select = event.target as HTMLSelectElement;
        if (root.dataset.hydrated !== undefined || select.tagName !== "SELECT") return;
        // Its value as the visitor left it: the island's first renders may have set it back.
        const value = select.value;
        held.push(() => {
          select.value = value;
          select.dispatchEvent(new Event("change", { bubbles: true }));
        });
        hydrate();
      },
      true,
    );
  });
}

const source = installIslands.toString().replace(/^\s+/gm, "");

/** Stands for the islands' entry in a prerendered page until the build knows its hashed name. */
export const ISLANDS_ENTRY_URL = "%ISLANDS_ENTRY_URL%";

/**
 * The inline script that installs a static page's islands. Rendered with the page (so the app's own
 * compiler serializes it) and completed by the build: `scripts/islands.ts` puts in the entry's URL,
 * or removes the script from a page with no island.
 */
export const islandsScript = `(${source})(document,function(){return import(${JSON.stringify(ISLANDS_ENTRY_URL)})},window.${AFTER_FIRST_PAINT})`;
