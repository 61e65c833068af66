import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pages } from "../../app/content/pages.ts";
import {
  bundleInlineScript,
  inlineScriptModule,
  OPTIONS_PLACEHOLDER,
} from "./inline-script-plugin.ts";

/**
 * Each page script is sent with every page that has it, inside the first response: its code only,
 * every word and address it shows given by the page (its options or its markup).
 */
const BUDGET_BYTES = 3.5 * 1024;
/** The head script is two in one (the header's controls, then first paint), to carry one hash. */
const budget = (file: string) =>
  file.endsWith(path.join("root", "head-script.ts")) ? 4 * 1024 : BUDGET_BYTES;

function pageScripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageScripts(file);
    if (!/\.ts$/.test(entry.name) || entry.name.endsWith(".test.ts")) return [];
    return /^export function install\(/m.test(readFileSync(file, "utf8")) ? [file] : [];
  });
}

describe("page scripts", () => {
  const files = pageScripts(path.resolve("app"));

  it("are found", () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  for (const file of files)
    it(`${path.relative("app", file)} bundles to its code alone`, async () => {
      const { code } = await bundleInlineScript(file);
      expect(code.length, "bytes").toBeLessThanOrEqual(budget(file));
      // A content module pulled in whole would bring every page's title with it.
      expect(code).not.toContain(pages.home.title);
    });

  it("take their options as JSON that cannot end the <script> element", async () => {
    const module = inlineScriptModule(`install(document,${OPTIONS_PLACEHOLDER})`);
    const url = `data:text/javascript,${encodeURIComponent(module)}`;
    const { default: script } = (await import(/* @vite-ignore */ url)) as {
      default: (options?: unknown) => string;
    };
    expect(script({ text: "</script><b>$&" })).toBe(
      'install(document,{"text":"\\u003c/script>\\u003cb>$&"})',
    );
    expect(script()).toBe("install(document,void 0)");
  });
});
