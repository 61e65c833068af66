import { describe, expect, it } from "vitest";
import {
  assertOwnScripts,
  inlineScripts,
  runsInline,
  scriptHash,
  withMinifiedScripts,
} from "./csp";

describe("inline scripts of the built HTML", () => {
  it("finds executable inline scripts only", () => {
    const html = `<script>a()</script><script type="module">import("x")</script>
      <script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>`;
    expect(inlineScripts(html)).toEqual(["a()", 'import("x")']);
  });

  it("hashes a script's exact text as CSP expects", () => {
    // echo -n 'a()' | openssl dgst -sha256 -binary | base64
    expect(scriptHash("a()")).toBe("'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
  });

  it("minifies the scripts that run, and leaves data blocks and external scripts as they are", () => {
    const html = `<script>(function install(document) {
  const menu = document.querySelector("#menu");
  menu.hidden = false;
})(document)</script><script type="application/ld+json">{ "a": 1 }</script><script src="/x.js"></script>`;
    const minified = withMinifiedScripts(html);
    expect(inlineScripts(minified)).toEqual([
      '!function(e){e.querySelector("#menu").hidden=!1}(document);',
    ]);
    expect(minified).toContain('<script type="application/ld+json">{ "a": 1 }</script>');
    expect(minified).toContain('<script src="/x.js"></script>');
  });
});

describe("the build's own scripts", () => {
  const own = ['"use strict";(()=>{install(document,__inlineScriptOptions)})();', "log()"];

  it("takes a JavaScript type in any spelling as a script that runs", () => {
    for (const type of [
      "",
      "module",
      "text/JavaScript",
      " application/ecmascript ",
      "text/jscript",
    ])
      expect(runsInline(` type="${type}"`), type).toBe(true);
    expect(runsInline(" type=module defer")).toBe(true);
    expect(runsInline(' type="application/ld+json"')).toBe(false);
    expect(runsInline(' src="/x.js"')).toBe(false);
  });

  it("passes a page whose scripts are the build's, with their options written in", () => {
    const html = `<script>"use strict";(()=>{install(document,{"theme":"system"})})();</script>
      <script>log()</script><script type="application/ld+json">{"headline":"x"}</script>`;
    expect(() => assertOwnScripts("/a.html", html, own)).not.toThrow();
  });

  it("fails the build on any other script, naming the page", () => {
    for (const html of [
      "<script>alert(1)</script>",
      '<script type="text/javascript">log();alert(1)</script>',
      // A script of the build's with code for options.
      '<script>"use strict";(()=>{install(document,alert(1))})();</script>',
      '<script>"use strict";(()=>{install(document,{"a":"</script><script>alert(1)"})})();</script>',
    ])
      expect(() => assertOwnScripts("/blog/a-post/index.html", html, own), html).toThrow(
        /^\/blog\/a-post\/index.html: \d+ inline script\(s\) the build did not write/,
      );
  });
});
