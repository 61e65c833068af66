// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { GTAG_SRC } from "~/lib/analytics";
import { pageViewScriptFor } from "./page-scripts";

type TestWindow = Window & { dataLayer?: IArguments[] };

afterEach(() => {
  delete (window as TestWindow).dataLayer;
  document.head.innerHTML = "";
});

describe("a static page's view", () => {
  it("is no script at all without measurement ids", () => {
    expect(pageViewScriptFor([])).toBeNull();
  });

  it("runs from the page's text alone: loads gtag.js and sends the page view to each id", () => {
    window.history.replaceState(null, "", "/use-cases/escalation?from=home");
    document.title = "Escalation | Fabric";
    // The script as the page carries it, so anything it needs from outside its text fails here.
    new Function(pageViewScriptFor(["G-ONE", "G-TWO"])!)();

    expect(document.querySelector<HTMLScriptElement>("script")!.src).toBe(`${GTAG_SRC}?id=G-ONE`);
    const views = ((window as TestWindow).dataLayer ?? [])
      .map((args) => Array.from(args))
      .filter((args) => args[1] === "page_view");
    expect(views.map((args) => (args[2] as { send_to: string }).send_to)).toEqual([
      "G-ONE",
      "G-TWO",
    ]);
    expect(views[0]![2]).toMatchObject({
      page_path: "/use-cases/escalation?from=home",
      page_title: "Escalation | Fabric",
    });
  });
});
