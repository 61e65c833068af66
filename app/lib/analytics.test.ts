// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_CONSENT, GTAG_SRC, startAnalytics } from "./analytics";

type TestWindow = Window & { dataLayer?: IArguments[] } & Record<string, unknown>;
const win = window as unknown as TestWindow;

function commands() {
  return (win.dataLayer ?? []).map((args) => Array.from(args));
}

afterEach(() => {
  delete win.dataLayer;
  for (const key of Object.keys(win).filter((k) => k.startsWith("ga-disable-"))) delete win[key];
  document.head.innerHTML = "";
});

describe("analytics after consent", () => {
  it("denies every signal by default, then grants analytics storage alone, before anything else", () => {
    startAnalytics(["G-ONE", "G-TWO"]);
    const consent = commands().filter(([command]) => command === "consent");
    expect(consent).toEqual([
      ["consent", "default", DEFAULT_CONSENT],
      ["consent", "update", { analytics_storage: "granted" }],
    ]);
    expect(DEFAULT_CONSENT).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
    expect(commands().findIndex(([command]) => command === "config")).toBeGreaterThan(1);
  });

  it("sends a page_view to each id, loading gtag.js once, with Google signals off", () => {
    const analytics = startAnalytics(["G-ONE", "G-TWO"]);
    analytics.pageView("/", "Home");
    analytics.pageView("/pricing?billing=yearly", "Pricing");

    const scripts = document.querySelectorAll<HTMLScriptElement>("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(`${GTAG_SRC}?id=G-ONE`);
    expect(scripts[0]!.async).toBe(true);

    const views = commands().filter((args) => args[1] === "page_view");
    expect(views.map(([, , params]) => params)).toMatchObject([
      { send_to: "G-ONE", page_path: "/", page_title: "Home" },
      { send_to: "G-TWO", page_path: "/" },
      { send_to: "G-ONE", page_path: "/pricing?billing=yearly", page_title: "Pricing" },
      { send_to: "G-TWO", page_path: "/pricing?billing=yearly" },
    ]);
    const configs = commands().filter(([command]) => command === "config");
    expect(configs.map(([, id]) => id)).toEqual(["G-ONE", "G-TWO"]);
    for (const [, , params] of configs) {
      expect(params).toEqual({
        send_page_view: false,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      });
    }
  });

  it("stops sending to every id when consent is withdrawn, and starts again when it is given", () => {
    const analytics = startAnalytics(["G-ONE", "G-TWO"]);
    analytics.stop();
    expect(win["ga-disable-G-ONE"]).toBe(true);
    expect(win["ga-disable-G-TWO"]).toBe(true);
    expect(commands().at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
    analytics.resume();
    expect(win["ga-disable-G-ONE"]).toBe(false);
    expect(commands().at(-1)).toEqual(["consent", "update", { analytics_storage: "granted" }]);
  });
});
