import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

const page = `<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/></head>
<body><h1>Hi</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-C.js";
import * as route0 from "/assets/root-B.js";
  window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-A.js");</script></body></html>`;

describe("deferHydration", () => {
  it("moves React Router's bootstrap into a hashed module loaded after the first paint", () => {
    const { html, boot } = deferHydration(page);
    expect(boot?.file).toMatch(/^\/assets\/boot-[0-9a-f]{10}\.js$/);
    expect(boot?.source).toContain('import "/assets/manifest-C.js";');
    expect(boot?.source).toContain('import("/assets/entry.client-A.js");');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('import "/assets/manifest-C.js"');
    expect(html).toContain(`import(${JSON.stringify(boot!.file)})`);
    expect(html).toContain("window.afterFirstPaint(go)");
    expect(html).toContain('addEventListener("load"');
    expect(html).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    expect(html).toContain("window.__reactRouterContext = {};");
  });

  it("leaves pages without a bootstrap alone", () => {
    const html = "<html><body>static</body></html>";
    expect(deferHydration(html)).toEqual({ html, boot: null });
  });

  it("names the same bootstrap the same way", () => {
    expect(deferHydration(page).boot?.file).toBe(deferHydration(page).boot?.file);
  });
});
