/** Build-time half of the Content-Security-Policy: the inline scripts of the built HTML and their hashes. */
import { createHash } from "node:crypto";
import { minify_sync } from "terser";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Whether a <script>'s attributes make it inline code the browser runs (not JSON-LD, not `src`). */
export function runsInline(attributes: string) {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === "module" || type === "text/javascript";
}

/** Inline <script> bodies that the browser would execute (JSON-LD and other data blocks are not). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter((match) => runsInline(match[1] ?? ""))
    .map((match) => match[2] ?? "");
}

/**
 * The page with each inline script minified: the scripts come bundled and minified
 * (`?inline-script`), and this compacts them again with the options the page wrote into them and
 * the build's additions (the islands' module lists). Terser, in two passes: with the options in
 * place it inlines a script's entry and the values it reads (40–140 B brotli a page against
 * esbuild's pass). Run before the scripts are hashed.
 */
export function withMinifiedScripts(html: string) {
  return html.replace(SCRIPT, (whole, attributes: string, body: string) => {
    if (!runsInline(attributes) || !body.trim()) return whole;
    return `<script${attributes}>${minified(body)}</script>`;
  });
}

/** Each script's minified text, by its text: the blog's pages carry the same few scripts. */
const minifiedScripts = new Map<string, string>();
function minified(body: string) {
  let code = minifiedScripts.get(body);
  if (code === undefined) {
    code = minify_sync(body, { ecma: 2020, compress: { passes: 2 }, mangle: true }).code!.trim();
    minifiedScripts.set(body, code);
  }
  return code;
}

export function scriptHash(body: string) {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}
