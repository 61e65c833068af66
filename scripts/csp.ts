/** Build-time half of the Content-Security-Policy: the inline scripts of the built HTML and their hashes. */
import { createHash } from "node:crypto";

/** Inline <script> bodies that the browser would execute (JSON-LD and other data blocks are not). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    scripts.push(body);
  }
  return scripts;
}

export function scriptHash(body: string) {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}
