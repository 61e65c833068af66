import { build } from "esbuild";
import path from "node:path";
import type { Plugin } from "vite";

/** The import suffix that turns a module into the text of an inline script. */
export const INLINE_SCRIPT_QUERY = "?inline-script";

/**
 * The text of a classic inline script that runs `install(document)` from `file`, with everything
 * `file` imports bundled in and minified, so a page's own behaviour can use the tested modules of
 * `app/lib` without loading a module. The build hashes every inline script into the
 * Content-Security-Policy. (A script that is one self-contained function taking values only the
 * app's build knows, such as an asset's hashed URL or the configured theme, is serialized with
 * `Function.prototype.toString` beside its call instead: `header-controls.ts`, `islands-script.ts`.)
 */
export async function bundleInlineScript(file: string) {
  const result = await build({
    stdin: {
      contents: `import { install } from ${JSON.stringify(`./${path.basename(file)}`)};install(document);`,
      resolveDir: path.dirname(file),
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2020",
    write: false,
    metafile: true,
    tsconfig: path.resolve("tsconfig.json"),
    logLevel: "silent",
  });
  return {
    code: result.outputFiles[0]!.text.trim(),
    inputs: Object.keys(result.metafile.inputs)
      .filter((input) => input !== "<stdin>")
      .map((input) => path.resolve(input)),
  };
}

/** `import script from "./x.ts?inline-script"`: the script's text (see `bundleInlineScript`). */
export function inlineScripts(): Plugin {
  return {
    name: "inline-scripts",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(INLINE_SCRIPT_QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -INLINE_SCRIPT_QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${resolved.id}${INLINE_SCRIPT_QUERY}` : null;
    },
    async load(id) {
      if (!id.endsWith(INLINE_SCRIPT_QUERY)) return null;
      const { code, inputs } = await bundleInlineScript(id.slice(0, -INLINE_SCRIPT_QUERY.length));
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
