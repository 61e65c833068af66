import { describe, expect, it } from "vitest";
import { inlineScripts, scriptHash, withMinifiedScripts } from "./csp";

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
