import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL, VITALS_PATH, WAITLIST_PATH, readConfig } from "./config";

describe("readConfig", () => {
  it("defaults to the local server, the same-origin receiver and no analytics", () => {
    expect(readConfig({})).toEqual({
      siteUrl: DEFAULT_SITE_URL,
      waitlistUrl: WAITLIST_PATH,
      defaultTheme: "system",
      trustDemoUrl: null,
      vitalsUrl: VITALS_PATH,
      gaMeasurementIds: [],
    });
  });

  it("sends visits' vitals to another address, or nowhere, and refuses anything else", () => {
    expect(readConfig({ VITE_VITALS_URL: "off" }).vitalsUrl).toBe("");
    expect(readConfig({ VITE_VITALS_URL: "https://rum.fabric.example/v" }).vitalsUrl).toBe(
      "https://rum.fabric.example/v",
    );
    expect(() => readConfig({ VITE_VITALS_URL: "rum.fabric.example" })).toThrow(/VITE_VITALS_URL/);
    expect(() => readConfig({ VITE_VITALS_URL: "//rum.fabric.example" })).toThrow(
      /VITE_VITALS_URL/,
    );
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

  it("refuses an http:// SITE_URL for any host but this machine's", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:4000", "http://[::1]:3000"]) {
      expect(readConfig({ SITE_URL: url }).siteUrl).toBe(url);
    }
    for (const url of ["http://fabric.example", "fabric.example", "ftp://fabric.example"]) {
      expect(() => readConfig({ SITE_URL: url }), url).toThrow(/SITE_URL must be an https/);
    }
  });

  it("reads the default theme, system or light, and refuses anything else", () => {
    expect(readConfig({ VITE_DEFAULT_THEME: "light" }).defaultTheme).toBe("light");
    expect(readConfig({ VITE_DEFAULT_THEME: " system " }).defaultTheme).toBe("system");
    expect(() => readConfig({ VITE_DEFAULT_THEME: "dark" })).toThrow(/VITE_DEFAULT_THEME/);
  });

  it("reads an external Trust demo's address, and refuses one that is not an absolute http(s) URL", () => {
    expect(
      readConfig({ VITE_TRUST_DEMO_URL: " https://demo.fabric.example/trust " }).trustDemoUrl,
    ).toBe("https://demo.fabric.example/trust");
    expect(() => readConfig({ VITE_TRUST_DEMO_URL: "demo.fabric.example" })).toThrow(
      /VITE_TRUST_DEMO_URL/,
    );
    expect(() => readConfig({ VITE_TRUST_DEMO_URL: "javascript:alert(1)" })).toThrow(
      /VITE_TRUST_DEMO_URL/,
    );
  });
});
