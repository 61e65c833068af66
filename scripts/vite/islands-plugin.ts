import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { clientEntry } from "../build/client-entry.ts";
import { ANALYTICS_ENTRY } from "./analytics-plugin.ts";
import { FONT_SWAP_ENTRY } from "./font-swap-plugin.ts";
import { islandChunkNames } from "../build/island-chunks.ts";
import { reachable } from "../build/reachable.ts";
import { VITALS_ENTRY } from "./vitals-plugin.ts";
import type { Plugin, Rolldown } from "vite";

/** The islands' browser entry, added to the client build beside React Router's own entries. */
export const ISLANDS_ENTRY = "app/entry.islands.tsx";
/** Written next to build/client, for the postbuild (`IslandsManifest`). */
export const ISLANDS_MANIFEST = "islands.json";

/**
 * The islands' entry with the chunks it imports statically (React), and for each island the chunks
 * it can load once hydrated: its component's chunk and everything it imports, statically or lazily.
 */
export type IslandsManifest = {
  entry: string;
  entryChunks: string[];
  islands: Record<string, string[]>;
};

/** An island in the entry's table: `name: () => import("~/module")`. */
const ISLAND_IMPORT = /^\s*(\w+):\s*\(\)\s*=>\s*import\("~\/([^"]+)"\)/gm;

/** Each island's name and the source module its component comes from, as the entry lists them. */
export function islandModules(entrySource: string, appDir: string) {
  return [...entrySource.matchAll(ISLAND_IMPORT)].map((match) => ({
    name: match[1]!,
    module: path.join(appDir, match[2]!),
  }));
}

/** A chunk's file and every chunk it imports (statically, and lazily unless `lazy` is false), each once. */
function chunkClosure(
  root: Rolldown.OutputChunk,
  bundle: Rolldown.OutputBundle,
  skip: string | null,
  lazy = true,
) {
  const closure = reachable([root.fileName], (fileName) => {
    const chunk = bundle[fileName];
    if (fileName === skip || chunk?.type !== "chunk") return [];
    return [...chunk.imports, ...(lazy ? chunk.dynamicImports : [])];
  });
  if (skip) closure.delete(skip);
  return [...closure].map((fileName) => `/${fileName}`);
}

export function islandsEntry(): Plugin {
  const entry = path.resolve(ISLANDS_ENTRY);
  const appDir = path.resolve("app");
  /** The islands the entry's table lists, read as each build starts. */
  let listed: ReturnType<typeof islandModules> = [];
  /** The islands' chunks (`island-chunks.ts`), worked out once per build from its module graph. */
  let chunkNames: Map<string, string> | null = null;
  /** Whether a bundler module id is the source module `module` (a path without its extension). */
  const isModule = (id: string, module: string) => id.replace(/\.tsx?$/, "") === module;
  const base = clientEntry("islands", entry);
  return {
    name: "islands-entry",
    ...base,
    options(options) {
      base.options(options);
      // A group without its modules' imports (below) needs entries that may export more.
      options.preserveEntrySignatures = "allow-extension";
    },
    buildStart() {
      listed = islandModules(readFileSync(entry, "utf8"), appDir);
      chunkNames = null;
    },
    outputOptions(options) {
      const islandName = (id: string) =>
        listed.find(({ module }) => isModule(id, module))?.name ?? id;
      const chunkOf: Rolldown.CodeSplittingNameFunction = (id, context) => {
        chunkNames ??= islandChunkNames(
          {
            imports: (module) => context.getModuleInfo(module)?.importedIds ?? [],
            lazyImports: (module) => context.getModuleInfo(module)?.dynamicallyImportedIds ?? [],
          },
          entry,
          islandName,
          [VITALS_ENTRY, FONT_SWAP_ENTRY, ANALYTICS_ENTRY].map((file) => path.resolve(file)),
        );
        return chunkNames.get(id) ?? null;
      };
      return {
        ...options,
        codeSplitting: {
          groups: [{ name: chunkOf, debugName: "islands", includeDependenciesRecursively: false }],
        },
      };
    },
    writeBundle(output, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const entryChunk = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === entry);
      if (!entryChunk) this.error(`${ISLANDS_ENTRY} is missing from the client build`);
      // Every lazy import of the entry is an island; one the table's pattern missed would leave
      // that island's classes out of its pages' stylesheets.
      if (listed.length !== entryChunk.dynamicImports.length)
        this.error(
          `${ISLANDS_ENTRY} lazily imports ${entryChunk.dynamicImports.length} modules, but ${listed.length} read as islands`,
        );
      const islands: IslandsManifest["islands"] = {};
      for (const { name, module } of listed) {
        // The chunk that holds the island's module (the bundler names no facade for a lazy chunk).
        const chunk = chunks.find((candidate) =>
          candidate.moduleIds.some((id) => isModule(id, module)),
        );
        if (!chunk) this.error(`island "${name}": no chunk holds ${module}`);
        islands[name] = chunkClosure(chunk, bundle, entryChunk.fileName);
      }
      const manifest: IslandsManifest = {
        entry: `/${entryChunk.fileName}`,
        entryChunks: chunkClosure(entryChunk, bundle, null, false),
        islands,
      };
      writeFileSync(path.join(output.dir!, "..", ISLANDS_MANIFEST), JSON.stringify(manifest));
    },
  };
}
