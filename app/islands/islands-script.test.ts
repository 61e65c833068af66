// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installIslands, type IslandsEntry, preloadWhenIdle } from "./islands-script";

const MARKUP = `
  <div id="zoom" data-island="zoom" data-props='{"alt":"A screen"}' class="contents">
    <button id="zoom-button">Enlarge</button>
    <a id="zoom-link" href="#elsewhere">Elsewhere</a>
    <label id="yearly-label"><input id="yearly" type="radio" name="period" /> Yearly</label>
    <div id="inner" data-island="copy" data-props="{}"><button id="inner-button">Copy</button></div>
    <label id="choose" for="file">Choose a file</label><input id="file" type="file" />
    <div id="drop-zone">Drop a file here</div>
  </div>
  <div id="copy" data-island="copy"><button id="copy-button">Copy</button></div>`;

const byId = (id: string) => document.getElementById(id)!;
/** The first paint, already past. */
const painted = (run: () => void) => run();

/** An islands entry whose hydration the test finishes when it likes; it records each call. */
function fakeEntry() {
  const calls: { name: string; root: HTMLElement; props: object }[] = [];
  const pending: (() => void)[] = [];
  const entry: IslandsEntry = {
    hydrateIsland: (name, root, props) => {
      calls.push({ name, root, props });
      return new Promise<void>((resolve) => pending.push(resolve));
    },
  };
  const load = vi.fn(() => Promise.resolve(entry));
  const finish = async () => {
    await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
    pending.splice(0).forEach((resolve) => resolve());
    await new Promise((resolve) => setTimeout(resolve));
  };
  return { calls, load, finish };
}

/** A drag event carrying `dataTransfer` (happy-dom has no DragEvent of its own). */
class FakeDragEvent extends Event {
  dataTransfer: DataTransfer | null;
  constructor(type: string, init: EventInit & { dataTransfer?: DataTransfer } = {}) {
    super(type, init);
    this.dataTransfer = init.dataTransfer ?? null;
  }
}

function drag(id: string, type: "dragover" | "drop", dataTransfer: DataTransfer) {
  return byId(id).dispatchEvent(
    new FakeDragEvent(type, { bubbles: true, cancelable: true, dataTransfer }),
  );
}

function click(id: string) {
  return byId(id).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}

beforeEach(() => {
  document.body.innerHTML = MARKUP;
});

describe("a static page's islands", () => {
  it("load nothing until a visitor reaches for one, then hydrate that one with its props", async () => {
    const entry = fakeEntry();
    installIslands(document, entry.load, painted);
    expect(entry.load).not.toHaveBeenCalled();

    byId("zoom-button").dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    byId("zoom-button").dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    await entry.finish();
    expect(entry.calls).toEqual([{ name: "zoom", root: byId("zoom"), props: { alt: "A screen" } }]);
    expect(byId("zoom").dataset.hydrated).toBe("");
    expect(byId("copy").dataset.hydrated).toBeUndefined();

    byId("copy-button").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await entry.finish();
    expect(entry.calls.map((call) => [call.name, call.props])).toEqual([
      ["zoom", { alt: "A screen" }],
      ["copy", {}],
    ]);
    expect(entry.load).toHaveBeenCalledTimes(1);
  });

  it("hold the clicks on buttons that arrive before hydration and make them again, in order, once hydrated", async () => {
    const entry = fakeEntry();
    installIslands(document, entry.load, painted);
    const clicks: string[] = [];
    for (const id of ["zoom-button", "inner-button"]) {
      byId(id).addEventListener("click", () =>
        clicks.push(`${id}${byId("zoom").dataset.hydrated === undefined ? "" : " (hydrated)"}`),
      );
    }

    expect(click("zoom-button")).toBe(false);
    expect(click("inner-button")).toBe(false);
    expect(clicks).toEqual([]);
    await entry.finish();
    expect(clicks).toEqual(["zoom-button (hydrated)", "inner-button (hydrated)"]);

    expect(click("zoom-button")).toBe(true);
    expect(clicks).toHaveLength(3);
  });

  it("make each held click once the one before has been handled, as React renders in a microtask", async () => {
    const entry = fakeEntry();
    installIslands(document, entry.load, painted);
    let renders = 0;
    const seen: number[] = [];
    byId("zoom-button").addEventListener("click", () => queueMicrotask(() => renders++));
    byId("inner-button").addEventListener("click", () => seen.push(renders));

    click("zoom-button");
    click("inner-button");
    await entry.finish();
    expect(seen).toEqual([1]);
  });

  it("let native controls answer at once, holding nothing, and hydrate their island", async () => {
    document.body.innerHTML = `
      <div id="form" data-island="waitlist">
        <select id="plan"><option value="">None</option><option value="starter">Starter</option></select>
        <label id="topic-label"><input id="topic" type="checkbox" /> Trust</label>
        <details id="faq"><summary id="question">Question</summary>Answer</details>
      </div>`;
    const entry = fakeEntry();
    installIslands(document, entry.load, painted);
    expect(click("topic-label")).toBe(true);
    expect((byId("topic") as HTMLInputElement).checked).toBe(true);
    expect(click("topic")).toBe(true);
    expect(click("question")).toBe(true);
    expect(click("plan")).toBe(true);
    // A changed field: the island says it is catching up, until it has.
    expect(byId("form").getAttribute("aria-busy")).toBe("true");
    await entry.finish();
    expect(entry.calls.map((call) => call.name)).toEqual(["waitlist"]);
    expect(byId("form").hasAttribute("aria-busy")).toBe(false);
  });

  it("mark a held button busy at once, and make its click on the button once hydrated", async () => {
    document.body.innerHTML = `
      <div id="zoom" data-island="verifier">
        <button id="sample"><svg id="icon"><path id="path" d="M0 0h1"></path></svg>Try the sample</button>
      </div>`;
    const entry = fakeEntry();
    installIslands(document, entry.load, painted);
    const clicked: string[] = [];
    byId("sample").addEventListener("click", (event) => clicked.push((event.target as Element).id));

    // An icon's path is what a thumb meets: it has no click() of its own.
    expect(click("path")).toBe(false);
    expect(byId("sample").hasAttribute("data-pending")).toBe(true);
    expect(byId("zoom").getAttribute("aria-busy")).toBe("true");
    await entry.finish();
    expect(clicked).toEqual(["sample"]);
    expect(byId("sample").hasAttribute("data-pending")).toBe(false);
    expect(byId("zoom").hasAttribute("aria-busy")).toBe(false);
  });

  it("let a page action's click through: its own script answers it", () => {
    document.body.innerHTML = `<div id="card" data-island="certificate"><button id="copy" data-action="copy">Copy</button></div>`;
    const entry = fakeEntry();
    installIslands(document, entry.load, painted);
    expect(click("copy")).toBe(true);
    expect(byId("copy").hasAttribute("data-pending")).toBe(false);
  });

  it("let a link's click through: links work without React", () => {
    const entry = fakeEntry();
    installIslands(document, entry.load, painted);
    expect(click("zoom-link")).toBe(true);
  });

  it("let a click that opens a file chooser through, and hydrate when a file is chosen", async () => {
    const entry = fakeEntry();
    installIslands(document, entry.load, painted);
    expect(click("choose")).toBe(true);
    expect(click("file")).toBe(true);
    document.body.innerHTML = MARKUP;
    const second = fakeEntry();
    installIslands(document, second.load, painted);
    byId("file").dispatchEvent(new Event("change", { bubbles: true }));
    await second.finish();
    expect(second.calls.map((call) => call.root.id)).toEqual(["zoom"]);
  });

  it("hold a file dropped before hydration and drop it again, on the same element, once hydrated", async () => {
    vi.stubGlobal("DragEvent", FakeDragEvent);
    const entry = fakeEntry();
    installIslands(document, entry.load, painted);
    const dropped: { names: string[]; hydrated: boolean }[] = [];
    byId("drop-zone").addEventListener("drop", (event) =>
      dropped.push({
        names: [...(event as DragEvent).dataTransfer!.files].map((file) => file.name),
        hydrated: byId("zoom").dataset.hydrated !== undefined,
      }),
    );
    // What a browser's drag of a file carries (happy-dom lists a file's MIME type, not "Files").
    const file = new File(["{}"], "cert.fabric-cert.json");
    const transfer = { types: ["Files"], files: [file] } as unknown as DataTransfer;

    // Allowed as a drop target, so the browser does not open the file instead of the page.
    expect(drag("drop-zone", "dragover", transfer)).toBe(false);
    expect(drag("drop-zone", "drop", transfer)).toBe(false);
    expect(dropped).toEqual([]);
    await entry.finish();
    expect(dropped).toEqual([{ names: ["cert.fabric-cert.json"], hydrated: true }]);
    vi.unstubAllGlobals();
  });

  it("leave a drag of text alone: a field takes it in without React", () => {
    const entry = fakeEntry();
    installIslands(document, entry.load, painted);
    const transfer = { types: ["text/plain"], files: [] } as unknown as DataTransfer;
    expect(drag("drop-zone", "dragover", transfer)).toBe(true);
    expect(drag("drop-zone", "drop", transfer)).toBe(true);
    expect(entry.load).not.toHaveBeenCalled();
  });

  it("hydrate an island inside another with it, never on its own", async () => {
    const entry = fakeEntry();
    installIslands(document, entry.load, painted);
    byId("inner-button").dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    await entry.finish();
    expect(entry.calls.map((call) => call.root.id)).toEqual(["zoom"]);
  });

  it("stay static when the entry cannot load, and try again on the next reach", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const entry = fakeEntry();
    entry.load.mockImplementationOnce(() => Promise.reject(new Error("offline")));
    installIslands(document, entry.load, painted);

    byId("copy-button").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(byId("copy").dataset.hydrated).toBeUndefined();

    byId("copy-button").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await entry.finish();
    expect(byId("copy").dataset.hydrated).toBe("");
  });

  it("hydrate an island when a page's script asks it to", async () => {
    const entry = fakeEntry();
    installIslands(document, entry.load, painted);
    byId("copy").dispatchEvent(new Event("hydrate"));
    await entry.finish();
    expect(entry.calls.map((call) => call.root.id)).toEqual(["copy"]);
  });

  it("hydrate an island at once when the address has the part it reads, and only then", async () => {
    document.body.innerHTML = `
      <div id="verifier" data-island="verifier" data-starts-with="hash"><textarea></textarea></div>
      <div id="form" data-island="form" data-starts-with="search"><input /></div>`;
    window.history.replaceState(null, "", "/verify#bundle");
    const entry = fakeEntry();
    let paint = () => {};
    installIslands(document, entry.load, (run) => (paint = run));
    // Not before the first paint: the entry must not compete with it.
    await new Promise((resolve) => setTimeout(resolve));
    expect(entry.load).not.toHaveBeenCalled();
    paint();
    await entry.finish();
    expect(entry.calls.map((call) => call.root.id)).toEqual(["verifier"]);

    window.history.replaceState(null, "", "/verify?plan=starter#");
    document.body.innerHTML = document.body.innerHTML.replace(/ data-hydrated=""/g, "");
    const second = fakeEntry();
    installIslands(document, second.load, painted);
    await second.finish();
    expect(second.calls.map((call) => call.root.id)).toEqual(["form"]);
    window.history.replaceState(null, "", "/");
  });
});

describe("a static page's island modules", () => {
  it("are fetched without running once the page has loaded and the browser is idle", async () => {
    const preloaded = () =>
      [...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((link) =>
        link.getAttribute("href"),
      );
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    preloadWhenIdle(document, ["/assets/islands-A.js", "/assets/react-B.js"]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(preloaded()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() =>
      expect(preloaded()).toEqual(["/assets/islands-A.js", "/assets/react-B.js"]),
    );
  });
});
