import { ISLANDS_ENTRY_URL } from "../app/islands/islands-script.ts";

const ISLAND = / data-island="/;

/** A page's islands script gets the islands' entry URL; a page with no island loses the script. */
export function withIslands(html: string, entryUrl: string) {
  const at = html.indexOf(ISLANDS_ENTRY_URL);
  if (at === -1) return html;
  if (ISLAND.test(html)) return html.replace(ISLANDS_ENTRY_URL, entryUrl);
  const start = html.lastIndexOf("<script>", at);
  const end = html.indexOf("</script>", at) + "</script>".length;
  return html.slice(0, start) + html.slice(end);
}
