/**
 * `import script from "./x.ts?inline-script"`: `script(options)` is the text of an inline script
 * that runs x's `install(document, options)`, bundled and minified (scripts/vite/inline-script-plugin.ts).
 */
declare module "*?inline-script" {
  const inlineScript: (options?: unknown) => string;
  export default inlineScript;
}
