import { ISLANDS_ENTRY_URL } from "../app/islands/islands-script.ts";

const ISLAND = / data-island="(\w+)"/g;

/** The names of the islands on a page, each once. */
export function islandNames(html: string) {
  return [...new Set([...html.matchAll(ISLAND)].map((match) => match[1]!))];
}

/** A page's islands script gets the islands' entry URL; a page with no island loses the script. */
export function withIslands(html: string, entryUrl: string) {
  const at = html.indexOf(ISLANDS_ENTRY_URL);
  if (at === -1) return html;
  if (islandNames(html).length > 0) return html.replace(ISLANDS_ENTRY_URL, entryUrl);
  const start = html.lastIndexOf("<script>", at);
  const end = html.indexOf("</script>", at) + "</script>".length;
  return html.slice(0, start) + html.slice(end);
}
