/** Build-time half of the Content-Security-Policy: the inline scripts of the built HTML and their hashes. */
import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { minify_sync } from "terser";
import { INLINE_SCRIPTS_MANIFEST, OPTIONS_PLACEHOLDER } from "../vite/inline-script-plugin.ts";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The types a browser runs as JavaScript (HTML's "JavaScript MIME type essence match"). */
const JAVASCRIPT_TYPES =
  /^(application|text)\/(x-)?(ecmascript|javascript)$|^text\/(javascript1\.[0-5]|jscript|livescript)$/;

/** Whether a <script>'s attributes make it inline code the browser runs (not JSON-LD, not `src`). */
export function runsInline(attributes: string) {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const match = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  const type = match
    ?.slice(1)
    .find((value) => value !== undefined)
    ?.trim()
    .toLowerCase();
  return !type || type === "module" || JAVASCRIPT_TYPES.test(type);
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

/**
 * The build's own inline scripts (`?inline-script` modules as bundled, `inline-script-plugin.ts`),
 * read from the build's folder and removed from it.
 */
export function readOwnScripts(buildDir: string): string[] {
  const file = path.join(buildDir, INLINE_SCRIPTS_MANIFEST);
  const own = JSON.parse(readFileSync(file, "utf8")) as string[];
  rmSync(file);
  return own;
}

/** Whether `body` is the bundled `code` with options written in as the page writes them: JSON without `<`. */
function isInstance(body: string, code: string) {
  const at = code.indexOf(OPTIONS_PLACEHOLDER);
  if (at < 0) return body === code;
  const before = code.slice(0, at);
  const after = code.slice(at + OPTIONS_PLACEHOLDER.length);
  if (body.length < before.length + after.length) return false;
  if (!body.startsWith(before) || !body.endsWith(after)) return false;
  const options = body.slice(before.length, body.length - after.length);
  if (options === "void 0") return true;
  if (options.includes("<")) return false;
  try {
    JSON.parse(options);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fails the build on a page with an inline script the build did not write: each one the page runs
 * must be one of `own` with its options written in. The policy hashes the page's scripts, so a
 * script that came with content (a post's raw HTML, which the sanitiser already refuses) would
 * otherwise be allowed to run. Checked on the page as prerendered, before scripts are joined and
 * minified.
 */
export function assertOwnScripts(page: string, html: string, own: readonly string[]) {
  const foreign = inlineScripts(html).filter((body) => !own.some((code) => isInstance(body, code)));
  if (foreign.length)
    throw new Error(
      `${page}: ${foreign.length} inline script(s) the build did not write, the first: ${JSON.stringify(foreign[0]!.slice(0, 120))}`,
    );
}
