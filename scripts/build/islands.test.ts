import { describe, expect, it } from "vitest";
import islandsScript from "../../app/islands/islands-script.ts?inline-script";
import {
  ISLANDS_ENTRY_URL,
  ISLANDS_MODULES,
  type IslandsOptions,
} from "../../app/islands/islands-script.ts";
import type { IslandsManifest } from "../vite/islands-plugin.ts";
import { islandModules, withIslands } from "./islands.ts";

const manifest: IslandsManifest = {
  entry: "/assets/islands-AB12.js",
  entryChunks: ["/assets/islands-AB12.js", "/assets/react-CD34.js"],
  islands: {
    waitlist: ["/assets/request-demo-form-EF56.js", "/assets/react-CD34.js"],
    verifier: ["/assets/bundle-verifier-GH78.js", "/assets/secp256k1-IJ90.js"],
  },
};
const options: IslandsOptions = { entry: ISLANDS_ENTRY_URL, modules: ISLANDS_MODULES };
const page = (body: string) =>
  `<html><body>${body}<script>${islandsScript(options)}</script><script>pageView()</script></body></html>`;

describe("a static page's islands script, as the build completes it", () => {
  it("imports the islands' entry, and lists the entry's modules and each island's own", () => {
    const html = withIslands(page('<div data-island="verifier" data-props="{}"></div>'), manifest);
    expect(html).toContain(`"entry":"${manifest.entry}"`);
    expect(html).toContain(`"modules":${JSON.stringify(manifest.entryChunks)}`);
    expect(html).toContain(
      `<div data-island="verifier" data-modules="${manifest.islands.verifier!.join(" ")}" data-props="{}">`,
    );
    expect(html).not.toContain(ISLANDS_ENTRY_URL);
    expect(html).not.toContain(ISLANDS_MODULES);
  });

  it("is the same script on every page, whatever its islands", () => {
    const script = (body: string) =>
      /<script>([\s\S]*?)<\/script>/.exec(withIslands(page(body), manifest))![1];
    expect(script('<div data-island="verifier"></div>')).toBe(
      script('<div data-island="waitlist"></div>'),
    );
  });

  it("lists a module two islands share once", () => {
    const html = '<div data-island="waitlist"></div><div data-island="waitlist"></div>';
    expect(islandModules(html, manifest)).toEqual([
      "/assets/islands-AB12.js",
      "/assets/react-CD34.js",
      "/assets/request-demo-form-EF56.js",
    ]);
  });

  it("refuses a page whose island the build has no chunk for", () => {
    expect(() => islandModules('<div data-island="zoom"></div>', manifest)).toThrow(/zoom/);
  });

  it("is gone from a page without islands, and the page's other scripts stay", () => {
    const html = withIslands(page("<main>Notice</main>"), manifest);
    expect(html).toBe("<html><body><main>Notice</main><script>pageView()</script></body></html>");
  });

  it("leaves a page the app hydrates alone", () => {
    const html =
      '<html><body><div data-island="waitlist"></div><script type="module"></script></body></html>';
    expect(withIslands(html, manifest)).toBe(html);
  });
});
