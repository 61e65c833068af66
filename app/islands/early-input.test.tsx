// @vitest-environment happy-dom
import * as React from "react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { replayEarlyInput } from "./early-input";

/** A controlled field and file input, as an island's component would have them. */
function Certificate() {
  const [text, setText] = React.useState("");
  const [file, setFile] = React.useState("none");
  return (
    <div>
      <textarea aria-label="Certificate" value={text} onChange={(e) => setText(e.target.value)} />
      <input
        type="file"
        aria-label="File"
        onChange={(event) => setFile(event.target.files?.[0]?.name ?? "none")}
      />
      <output>{`${text.length} characters, file ${file}`}</output>
    </div>
  );
}

// Tells React that act() wraps these updates.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: ReturnType<typeof hydrateRoot> | null = null;

/** The prerendered island, and what a visitor does to it before it hydrates. */
function prerender(
  early: (parts: { textarea: HTMLTextAreaElement; file: HTMLInputElement }) => void,
) {
  container = document.createElement("div");
  container.innerHTML = renderToString(<Certificate />);
  document.body.append(container);
  early({
    textarea: container.querySelector("textarea")!,
    file: container.querySelector("input")!,
  });
}

async function hydrate() {
  root = await act(async () => hydrateRoot(container, <Certificate />));
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe("replayEarlyInput", () => {
  it("gives the component what was pasted before hydration, and keeps it on screen", async () => {
    prerender(({ textarea }) => {
      textarea.value = '{ "version": 1 }';
      textarea.setSelectionRange(3, 3);
    });
    await hydrate();
    expect(container.querySelector("output")!.textContent).toBe("0 characters, file none");

    act(() => replayEarlyInput(container));
    const textarea = container.querySelector("textarea")!;
    expect(container.querySelector("output")!.textContent).toBe("16 characters, file none");
    expect(textarea.value).toBe('{ "version": 1 }');
    expect(textarea.selectionStart).toBe(3);
  });

  it("gives the component a file chosen before hydration", async () => {
    prerender(({ file }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["{}"], "cert.fabric-cert.json"));
      Object.defineProperty(file, "files", { value: transfer.files });
    });
    await hydrate();
    act(() => replayEarlyInput(container));
    expect(container.querySelector("output")!.textContent).toBe(
      "0 characters, file cert.fabric-cert.json",
    );
  });

  it("sends nothing for fields left as they were prerendered", async () => {
    prerender(() => {});
    await hydrate();
    let changes = 0;
    container.addEventListener("input", () => changes++);
    container.addEventListener("change", () => changes++);
    act(() => replayEarlyInput(container));
    expect(changes).toBe(0);
  });
});
