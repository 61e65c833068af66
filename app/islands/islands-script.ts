/** What the islands' browser entry (`hydrate-island.tsx`) exports. */
export type IslandsEntry = {
  hydrateIsland(name: string, root: HTMLElement, props: object): Promise<void>;
};

/**
 * A static page's islands (`island.tsx`) hydrate when a visitor first reaches for one: the pointer
 * over it, focus in it or a field in it changing (a chosen file, an autofill) loads the islands'
 * entry and hydrates that island, so a page nobody touches runs no module at all. Clicks that
 * arrive before their island has hydrated are held and made again, in order, once it has: a radio
 * or a switch changes only when its island can follow it. A file dropped on it is held the same
 * way (the browser would otherwise open the file in place of the page). Not held: a link's click
 * (links work without React) and a click that opens a file chooser (a browser opens one only for
 * the visitor's own click; the island reads the chosen file as it hydrates). An island inside
 * another hydrates with it. An island marked `data-starts-with="hash"` (or `"search"`) hydrates
 * at once when the address has a fragment (or a query): what it shows depends on it. Any island
 * also hydrates when the page's own script asks, with a `hydrate` event on its root.
 *
 * Serialized into the page (the build hashes it into the Content-Security-Policy): it must
 * reference nothing outside its own body.
 */
export function installIslands(doc: Document, load: () => Promise<IslandsEntry>) {
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
          held.splice(0).forEach((replay) => replay());
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
    if (startsWith && doc.location[startsWith].length > 1) hydrate();
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
export const islandsScript = `(${source})(document,function(){return import(${JSON.stringify(ISLANDS_ENTRY_URL)})})`;
