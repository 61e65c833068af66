// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { GTAG_SRC, createAnalytics } from "./analytics";

type TestWindow = Window & { dataLayer?: IArguments[] };

function events(win: TestWindow) {
  return (win.dataLayer ?? []).map((args) => Array.from(args));
}

afterEach(() => {
  delete (window as TestWindow).dataLayer;
  document.head.innerHTML = "";
});

describe("analytics", () => {
  it("loads and sends nothing without measurement ids", () => {
    createAnalytics([]).pageView("/", "Home");
    expect((window as TestWindow).dataLayer).toBeUndefined();
    expect(document.querySelector("script")).toBeNull();
  });

  it("sends a page_view to each id on every route change, loading gtag.js once", () => {
    const analytics = createAnalytics(["G-ONE", "G-TWO"]);
    analytics.pageView("/", "Home");
    analytics.pageView("/pricing", "Pricing");

    const scripts = document.querySelectorAll<HTMLScriptElement>("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(`${GTAG_SRC}?id=G-ONE`);
    expect(scripts[0]!.async).toBe(true);

    const pageViews = events(window as TestWindow).filter((args) => args[1] === "page_view");
    expect(
      pageViews.map((args) => [
        (args[2] as { send_to: string }).send_to,
        (args[2] as { page_path: string }).page_path,
      ]),
    ).toEqual([
      ["G-ONE", "/"],
      ["G-TWO", "/"],
      ["G-ONE", "/pricing"],
      ["G-TWO", "/pricing"],
    ]);
    const configs = events(window as TestWindow).filter((args) => args[0] === "config");
    expect(configs).toEqual([
      ["config", "G-ONE", { send_page_view: false }],
      ["config", "G-TWO", { send_page_view: false }],
    ]);
  });
});
