/** A module's `install(document)` as the text of an inline script (scripts/inline-script-plugin.ts). */
declare module "*?inline-script" {
  const script: string;
  export default script;
}
