import { describe, expect, it } from "vitest";
import { PRELOADS_PER_TASK, deferHydration } from "./defer-hydration";

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

  it("starts the bootstrap at once and inserts the preloads a few per task", () => {
    const modules = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    const links = modules.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("");
    const { html, boot } = deferHydration(
      page
        .replace("<head>", `<head>${links}`)
        .replace(/<link rel="modulepreload" href="\/assets\/(entry|root)[^>]*>/g, ""),
    );
    const loader = /<script type="module">([\s\S]*?)<\/script>/
      .exec(html)![1]!
      .replaceAll("import(", "load(");

    let firstPaint = () => {};
    const tasks: (() => void)[] = [];
    const loaded: string[] = [];
    const inserted: string[][] = [[]];
    const window = { afterFirstPaint: (callback: () => void) => (firstPaint = callback) };
    const document = {
      createElement: () => ({}),
      head: {
        appendChild: (link: { rel: string; href: string }) =>
          inserted.at(-1)!.push(`${link.rel} ${link.href}`),
      },
    };
    new Function("window", "document", "addEventListener", "setTimeout", "load", loader)(
      window,
      document,
      () => {},
      (task: () => void) => tasks.push(task),
      (file: string) => (loaded.push(file), Promise.resolve()),
    );
    expect(loaded).toEqual([]);

    firstPaint();
    expect(loaded).toEqual([boot!.file]);
    while (tasks.length) {
      inserted.push([]);
      tasks.shift()!();
    }
    expect(inserted.flat()).toEqual(modules.map((href) => `modulepreload ${href}`));
    expect(inserted.map((batch) => batch.length)).toEqual([4, 4, 2]);
    expect(Math.max(...inserted.map((batch) => batch.length))).toBe(PRELOADS_PER_TASK);
  });

  it("leaves pages without a bootstrap alone", () => {
    const html = "<html><body>static</body></html>";
    expect(deferHydration(html)).toEqual({ html, boot: null });
  });

  it("names the same bootstrap the same way", () => {
    expect(deferHydration(page).boot?.file).toBe(deferHydration(page).boot?.file);
  });
});
