import { AFTER_FIRST_PAINT } from "~/lib/first-paint";

/** What the islands' browser entry (`hydrate-island.tsx`) exports. */
export type IslandsEntry = {
  hydrateIsland(name: string, root: HTMLElement, props: object): Promise<void>;
};

/**
 * A static page's islands (`island.tsx`) hydrate when a visitor first reaches for one: the pointer
 * over it, focus in it or a field in it changing (a chosen file, an autofill) loads the islands'
 * entry and hydrates that island, so a page nobody touches runs no module at all. An island marked
 * `data-starts-with="hash"` (or `"search"`) hydrates as the page loads when the address has a
 * fragment (or a query): what it shows depends on it. It starts after the first paint
 * (`afterFirstPaint`, from the head script in `lib/first-paint.ts`), so its modules never compete
 * with that paint. Any island also hydrates when the page's own script asks, with a `hydrate`
 * event on its root. An island inside another hydrates with it.
 *
 * What a visitor does before their island has hydrated is kept. Clicks are held and made again, in
 * order, once it has: a radio or a switch changes only when its island can follow it, and a submit
 * button (clicked, or through Enter in a field) submits to the island's handler, never natively. A
 * select's change, which no click makes, is made again with them, and so is a file dropped on the
 * island (the browser would otherwise open the file in place of the page). Typed text stays in its
 * field and reaches the component as a change once it has hydrated (`early-input.ts`). Not held: a
 * link's click (links work without React) and a click that opens a file chooser (a browser opens
 * one only for the visitor's own click; the island reads the chosen file as it hydrates).
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
    const hold = (event: Event, replay: () => void) => {
      event.preventDefault();
      event.stopPropagation();
      held.push(replay);
      hydrate();
    };
    const startsWith = root.dataset.startsWith as "hash" | "search" | undefined;
    if (startsWith && doc.location[startsWith].length > 1) afterFirstPaint(hydrate);
    ["pointerover", "focusin", "input", "change", "hydrate"].forEach((type) =>
      root.addEventListener(type, hydrate),
    );
    root.addEventListener(
      "click",
      (event) => {
        const target = event.target as HTMLElement;
        if (root.dataset.hydrated !== undefined || target.closest("a[href]")) return;
        const control = (target.closest("label") as HTMLLabelElement | null)?.control || target;
        if ((control as HTMLInputElement).type === "file") hydrate();
        else hold(event, () => target.click());
      },
      true,
    );
    const carriesFiles = (event: DragEvent) =>
      root.dataset.hydrated === undefined &&
      Array.prototype.indexOf.call(event.dataTransfer?.types || [], "Files") >= 0;
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
        const target = event.target as HTMLElement;
        hold(event, () => {
          const dataTransfer = new DataTransfer();
          files.forEach((file) => dataTransfer.items.add(file));
          target.dispatchEvent(
            new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer }),
          );
        });
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
