/**
 * How the client build groups the islands' modules into chunks. Left to itself, the bundler splits
 * every module two entries share into a chunk of its own, and the route modules React Router adds to
 * the client build share many with the islands (an icon, a formatter, a button), though no built
 * page loads a route module. The form's page then fetched 19 files, six of them under 210 bytes, each
 * with its response headers. Grouped by who loads them instead:
 * - `islands-runtime`: what the islands' entry imports (React and its DOM), with whatever every
 *   island imports, since every page with an island loads both;
 * - `island-<names>`: what exactly those islands import, and no other island, statically.
 * A page then fetches what its islands run and nothing else. Modules an island loads lazily,
 * modules a page's other entries import too (the field measurement's shares the site's config),
 * and modules only routes reach, are left to the bundler.
 */

import { reachable } from "./reachable.ts";

/** The part of the bundler's module graph this needs. */
export type ModuleGraph = {
  imports(id: string): readonly string[];
  lazyImports(id: string): readonly string[];
};

export const RUNTIME_CHUNK = "islands-runtime";

/** The chunk of what exactly these islands import (the build names its file `<chunk>-<hash>.js`). */
export const islandChunk = (islands: readonly string[]) =>
  `island-${[...islands].sort().join("-")}`;

/** Every module `root` imports statically, itself included. */
const staticClosure = (graph: ModuleGraph, root: string) => reachable([root], graph.imports);

/**
 * The chunk of each module the islands load, by id: the islands are the entry's lazy imports,
 * named in `islandName` (by their module's id).
 */
export function islandChunkNames(
  graph: ModuleGraph,
  entry: string,
  islandName: (moduleId: string) => string,
  otherEntries: readonly string[] = [],
): Map<string, string> {
  const shared = new Set(otherEntries.flatMap((other) => [...staticClosure(graph, other)]));
  const runtime = staticClosure(graph, entry);
  runtime.delete(entry);
  for (const id of shared) runtime.delete(id);
  const islands = graph.lazyImports(entry).map((id) => ({
    name: islandName(id),
    modules: staticClosure(graph, id),
  }));
  const loadedBy = new Map<string, string[]>();
  for (const island of islands)
    for (const id of island.modules)
      if (!runtime.has(id) && !shared.has(id))
        loadedBy.set(id, [...(loadedBy.get(id) ?? []), island.name]);
  const chunks = new Map<string, string>([...runtime].map((id) => [id, RUNTIME_CHUNK]));
  for (const [id, names] of loadedBy)
    chunks.set(id, names.length === islands.length ? RUNTIME_CHUNK : islandChunk(names));
  return chunks;
}
