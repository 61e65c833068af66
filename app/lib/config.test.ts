import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL, WAITLIST_PATH, readConfig } from "./config";

describe("readConfig", () => {
  it("defaults to the local server, the same-origin receiver and no analytics", () => {
    expect(readConfig({})).toEqual({
      siteUrl: DEFAULT_SITE_URL,
      waitlistUrl: WAITLIST_PATH,
      defaultTheme: "system",
      gaMeasurementIds: [],
    });
  });

  it("reads the site URL without a trailing slash and a comma-separated id list", () => {
    const config = readConfig({
      SITE_URL: "https://fabric.example/",
      VITE_WAITLIST_URL: "https://hooks.fabric.example/webhook/fabric/website/request",
      VITE_GA_MEASUREMENT_IDS: " G-AAA111 , G-BBB222,",
    });
    expect(config.siteUrl).toBe("https://fabric.example");
    expect(config.waitlistUrl).toBe("https://hooks.fabric.example/webhook/fabric/website/request");
    expect(config.gaMeasurementIds).toEqual(["G-AAA111", "G-BBB222"]);
  });

  it("reads the default theme, system or light, and refuses anything else", () => {
    expect(readConfig({ VITE_DEFAULT_THEME: "light" }).defaultTheme).toBe("light");
    expect(readConfig({ VITE_DEFAULT_THEME: " system " }).defaultTheme).toBe("system");
    expect(() => readConfig({ VITE_DEFAULT_THEME: "dark" })).toThrow(/VITE_DEFAULT_THEME/);
  });
});
