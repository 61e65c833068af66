import { ISLANDS_ENTRY_URL, ISLANDS_MODULES } from "../../app/islands/islands-script.ts";
import type { IslandsManifest } from "../vite/islands-plugin.ts";

const ISLAND = / data-island="(\w+)"/g;

/** The names of the islands on a page, each once. */
export function islandNames(html: string) {
  return [...new Set([...html.matchAll(ISLAND)].map((match) => match[1]!))];
}

function chunksOf(name: string, manifest: IslandsManifest) {
  const files = manifest.islands[name];
  if (!files) throw new Error(`the build has no chunk for the island "${name}"`);
  return files;
}

/** Every module a page's islands can load: the entry with React, and each island's own chunks. */
export function islandModules(html: string, manifest: IslandsManifest) {
  const chunks = islandNames(html).flatMap((name) => chunksOf(name, manifest));
  return [...new Set([...manifest.entryChunks, ...chunks])];
}

/**
 * A page's islands script gets the islands' entry and the modules it imports (the same on every
 * page, so one script and one hash for all), and each island its own chunks (`data-modules`), to
 * be fetched once the page is idle; a page with no island loses the script.
 */
export function withIslands(html: string, manifest: IslandsManifest) {
  const at = html.indexOf(ISLANDS_ENTRY_URL);
  if (at === -1) return html;
  if (islandNames(html).length > 0)
    return html
      .replace(ISLANDS_ENTRY_URL, manifest.entry)
      .replace(JSON.stringify(ISLANDS_MODULES), JSON.stringify(manifest.entryChunks))
      .replace(
        ISLAND,
        (attribute, name: string) =>
          `${attribute} data-modules="${chunksOf(name, manifest).join(" ")}"`,
      );
  const start = html.lastIndexOf("<script>", at);
  const end = html.indexOf("</script>", at) + "</script>".length;
  return html.slice(0, start) + html.slice(end);
}
