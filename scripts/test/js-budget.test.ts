import { describe, expect, it } from "vitest";
import {
  ISLANDS_MAX_FILES,
  budgetFailure,
  filesFailure,
  htmlModules,
  moduleGraph,
  pageModules,
} from "./js-budget";

const html = `<script type="module" src="/assets/entry.client-A.js"></script><link rel="modulepreload" href="/assets/root-B.js"/>`;
const sources: Record<string, string> = {
  "/assets/entry.client-A.js": 'import{a as b}from"./react-R.js";b()',
  "/assets/root-B.js":
    'import{c}from"./react-R.js";import"./side-S.js";const t=()=>import("./toaster-T.js");export{c}',
  "/assets/react-R.js": "export const a=1,c=2",
  "/assets/side-S.js": "console.log(1)",
  "/assets/toaster-T.js": "export{}",
};

describe("the JavaScript a page loads first", () => {
  it("follows the page's modules and their static imports, not their lazy ones", () => {
    const files = moduleGraph(htmlModules(html), (file) => sources[file]!);
    expect(files.sort()).toEqual([
      "/assets/entry.client-A.js",
      "/assets/react-R.js",
      "/assets/root-B.js",
      "/assets/side-S.js",
    ]);
  });

  it("counts a static page's islands, their entry and their own modules, as running on first interaction, not on load", () => {
    const page = `<div data-island="waitlist" data-modules="/assets/form-F1.js /assets/zod-Z1.js"></div><script>(()=>{})(document,{entry:"/assets/entry.islands-X1.js",modules:["/assets/entry.islands-X1.js","/assets/client-C1.js"]})</script>`;
    expect(pageModules(page)).toEqual({
      onLoad: [],
      onInteraction: [
        "/assets/entry.islands-X1.js",
        "/assets/form-F1.js",
        "/assets/zod-Z1.js",
        "/assets/client-C1.js",
      ],
      afterFirstPaint: [],
      inWorker: [],
      whenIdle: [],
      afterConsent: [],
    });
    expect(pageModules(html).onLoad).toEqual(htmlModules(html));
  });

  it("counts a worker's script apart: it runs off the main thread", () => {
    const page = `<script>(function(){})(document,function(){return new Worker("/assets/sample-check.worker-W1.js")})</script>`;
    expect(pageModules(page)).toEqual({
      onLoad: [],
      onInteraction: [],
      afterFirstPaint: [],
      inWorker: ["/assets/sample-check.worker-W1.js"],
      whenIdle: [],
      afterConsent: [],
    });
  });

  it("counts the brand face's module and the field measurement as after the first paint", () => {
    const page = `<script>(()=>{})(document,{"firstPaint":{"vitals":"/assets/entry.vitals-V1.js","font":{"family":"Inter","url":"/assets/inter-I1.woff2","weight":"400 800","swap":"/assets/entry.font-F1.js"}}})</script>`;
    expect(pageModules(page)).toEqual({
      onLoad: [],
      onInteraction: [],
      afterFirstPaint: ["/assets/entry.font-F1.js"],
      inWorker: [],
      whenIdle: ["/assets/entry.vitals-V1.js"],
      afterConsent: [],
    });
  });

  it("counts analytics after consent apart: the consent banner's script imports it on Accept", () => {
    const page = `<section id="consent"></section><script>(()=>{})(document,"/assets/entry.analytics-A1.js")</script>`;
    expect(pageModules(page)).toEqual({
      onLoad: [],
      onInteraction: [],
      afterFirstPaint: [],
      inWorker: [],
      whenIdle: [],
      afterConsent: ["/assets/entry.analytics-A1.js"],
    });
  });

  it("passes a route within its budget", () => {
    const modules = [{ file: "/assets/a.js", bytes: 900 }];
    expect(budgetFailure({ route: "/", total: 900, budget: 1000, modules })).toBeNull();
  });

  it("names the route, its size, its budget and its biggest chunks when over", () => {
    const modules = [
      { file: "/assets/small.js", bytes: 1024 },
      { file: "/assets/zod.js", bytes: 60 * 1024 },
    ];
    expect(
      budgetFailure({ route: "/request-demo", total: 61 * 1024, budget: 50 * 1024, modules }),
    ).toBe(
      "/request-demo: 61.0 KB of JavaScript on first load (brotli) is over its budget of 50.0 KB; biggest: /assets/zod.js 60.0 KB, /assets/small.js 1.0 KB",
    );
  });

  it("counts the files a page's islands come in", () => {
    const files = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ file: `/assets/c${index}.js`, bytes: 100 }));
    const result = (count: number) => ({
      route: "/verify (islands)",
      total: 100 * count,
      budget: 92 * 1024,
      modules: files(count),
      maxFiles: ISLANDS_MAX_FILES,
    });
    expect(filesFailure(result(ISLANDS_MAX_FILES))).toBeNull();
    expect(filesFailure(result(ISLANDS_MAX_FILES + 1))).toMatch(
      new RegExp(
        `^/verify \\(islands\\): ${ISLANDS_MAX_FILES + 1} files, over ${ISLANDS_MAX_FILES}: /assets/c0.js, `,
      ),
    );
  });
});
