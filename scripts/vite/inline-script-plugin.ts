import { build } from "esbuild";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** The import suffix that turns a module into the text of an inline script. */
export const INLINE_SCRIPT_QUERY = "?inline-script";

/**
 * The build's own inline scripts, as bundled (the options still a placeholder), written beside the
 * build's output: the postbuild refuses a page with any other (`scripts/build/csp.ts`).
 */
export const INLINE_SCRIPTS_MANIFEST = "inline-scripts.json";

/** Stands for the options in a bundled script until the page renders it (`inlineScriptModule`). */
export const OPTIONS_PLACEHOLDER = "__inlineScriptOptions";

/**
 * The text of a classic inline script that runs `install(document, options)` from `file`, with
 * everything `file` imports bundled in and minified, so a page's own behaviour is written as typed,
 * tested modules and loads no module. The options (values only the build knows, such as an asset's
 * hashed URL or the configured theme) stay a placeholder here; the page writes them in as JSON.
 * The build hashes every inline script into the Content-Security-Policy.
 */
export async function bundleInlineScript(file: string) {
  const result = await build({
    stdin: {
      contents: `import { install } from ${JSON.stringify(`./${path.basename(file)}`)};install(document,${OPTIONS_PLACEHOLDER});`,
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

/**
 * The module an `?inline-script` import stands for: a function from the options to the script's
 * text. The options are written as JSON that cannot end the <script> element.
 */
export function inlineScriptModule(code: string) {
  return [
    `const code = ${JSON.stringify(code)};`,
    `export default function inlineScript(options) {`,
    `  const json = options === undefined ? "void 0" : JSON.stringify(options).replace(/</g, "\\\\u003c");`,
    `  return code.replace(${JSON.stringify(OPTIONS_PLACEHOLDER)}, () => json);`,
    `}`,
  ].join("\n");
}

/** `import script from "./x.ts?inline-script"`: `script(options)` is the script's text (`bundleInlineScript`). */
export function inlineScripts(): Plugin {
  // Every script bundled for any of the build's environments (the prerender renders the server's).
  const bundled = new Set<string>();
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
      bundled.add(code);
      return inlineScriptModule(code);
    },
    writeBundle(output) {
      writeFileSync(
        path.join(output.dir!, "..", INLINE_SCRIPTS_MANIFEST),
        JSON.stringify([...bundled]),
      );
    },
  };
}
