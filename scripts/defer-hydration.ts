import { createHash } from "node:crypto";
import { AFTER_FIRST_PAINT } from "../app/lib/first-paint.ts";

/**
 * React Router preloads every module of a page in <head> and starts hydrating as soon as the HTML is
 * parsed, so on a slow phone ~150 KB of JavaScript competes with the first paint. The prerendered HTML
 * is complete without it, so we move that work after the first paint: the module preloads and React
 * Router's bootstrap script (kept verbatim, in a content-hashed file) are requested by a tiny inline
 * script once the browser has painted.
 */
export type DeferredPage = { html: string; boot: { file: string; source: string } | null };

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?import\("[^"]+"\);?\s*)<\/script>/;
/** How long after the load event a page that has not painted yet starts hydrating anyway. */
const LOAD_FALLBACK_MS = 2000;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** Module preloads inserted per main-thread task (each insertion costs about a millisecond). */
export const PRELOADS_PER_TASK = 4;

export function deferHydration(html: string): DeferredPage {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return { html, boot: null };
  const source = bootstrap[1]!.trim() + "\n";
  const file = `/assets/boot-${createHash("sha256").update(source).digest("hex").slice(0, 10)}.js`;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  // After the first paint (app/lib/first-paint.ts defines afterFirstPaint in <head>). The load event
  // backs it up, a little later, for tabs that never paint (opened in the background). If the modules
  // cannot load, the page stays the complete static page it already is. Each inserted preload costs
  // the main thread about a millisecond (more on a phone), so they go in a few per task.
  const loader =
    `(function(){var done=0;function go(){if(done)return;done=1;` +
    `import(${JSON.stringify(file)}).catch(function(e){console.error(e)});` +
    `var h=${JSON.stringify(preloads)},i=0;(function next(){for(var n=i+${PRELOADS_PER_TASK};i<n&&i<h.length;i++){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=h[i];document.head.appendChild(l)}` +
    `if(i<h.length)setTimeout(next)})()}` +
    `window.${AFTER_FIRST_PAINT}(go);addEventListener("load",function(){setTimeout(go,${LOAD_FALLBACK_MS})})})()`;
  const next = html
    .replace(MODULE_PRELOAD, "")
    .replace(bootstrap[0], `<script type="module">${loader}</script>`);
  return { html: next, boot: { file, source } };
}
