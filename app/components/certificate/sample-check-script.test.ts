// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { certificateBundle } from "~/content/certificate";
import { checkBundle } from "~/lib/certificate-bundle";
import { checkSample } from "./sample-check-script";

const built = checkBundle(certificateBundle);

/** A worker the test answers for. */
function fakeWorker() {
  return {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    onerror: null as (() => void) | null,
    terminate: vi.fn(),
  };
}

function start() {
  const worker = fakeWorker();
  const root = document.querySelector<HTMLElement>("[data-island]")!;
  const hydrate = vi.fn();
  root.addEventListener("hydrate", hydrate);
  const createWorker = vi.fn(() => worker as unknown as Worker);
  let painted = () => {};
  checkSample(document, createWorker, (run) => (painted = run));
  return { worker, createWorker, root, hydrate, paint: () => painted() };
}

beforeEach(() => {
  const root = document.createElement("div");
  root.dataset.island = "certificate";
  root.dataset.props = JSON.stringify({
    seal: { src: "/verify/seal.svg", side: 2 },
    builtReport: built,
  });
  document.body.replaceChildren(root);
});

describe("the sample's check in the browser, without React", () => {
  it("starts after the first paint, and shows the held verdict when the worker's report equals the build's", () => {
    const { worker, createWorker, root, hydrate, paint } = start();
    expect(createWorker).not.toHaveBeenCalled();
    paint();
    worker.onmessage!({ data: structuredClone(built) });
    expect(root.dataset.checkedInBrowser).toBe("");
    expect(hydrate).not.toHaveBeenCalled();
    expect(worker.terminate).toHaveBeenCalled();
  });

  it("never shows the build's verdict when this browser found anything else: the island checks it itself", () => {
    const { worker, root, hydrate, paint } = start();
    paint();
    worker.onmessage!({
      data: { ...built, signatureValid: false, valid: false, verdict: "invalid" },
    });
    expect(root.dataset.checkedInBrowser).toBeUndefined();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("hands over to the island when a worker cannot start", () => {
    const root = document.querySelector<HTMLElement>("[data-island]")!;
    const hydrate = vi.fn();
    root.addEventListener("hydrate", hydrate);
    checkSample(
      document,
      () => {
        throw new DOMException("Blocked", "SecurityError");
      },
      (run) => run(),
    );
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("hands over to the island when the worker fails", () => {
    const { worker, root, hydrate, paint } = start();
    paint();
    worker.onerror!();
    expect(root.dataset.checkedInBrowser).toBeUndefined();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
