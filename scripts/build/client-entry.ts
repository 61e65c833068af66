import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, Rolldown } from "vite";

/**
 * A build entry of our own beside React Router's, for the client build only: React Router's input
 * may be a string, a list or a record, and the entry joins it whichever it is.
 */
export function clientEntry(name: string, entry: string) {
  return {
    apply: "build",
    applyToEnvironment: (environment: { name: string }) => environment.name === "client",
    options(options: Rolldown.InputOptions) {
      const input = options.input;
      options.input = Array.isArray(input)
        ? [...input, entry]
        : typeof input === "string"
          ? [input, entry]
          : { ...input, [name]: entry };
    },
  } satisfies Partial<Plugin>;
}

/** What `urlEntry` writes next to build/client for the postbuild: the entry's URL. */
export type EntryManifest = { entry: string };

/**
 * `clientEntry` for a module a page imports by its URL (`/assets/name-hash.js`), which only the
 * bundle knows: written to `manifest` next to build/client, where the postbuild reads it
 * (`readEntryManifest`) and writes it into the pages.
 */
export function urlEntry(name: string, file: string, manifest: string): Plugin {
  const entry = path.resolve(file);
  return {
    name: `${name}-entry`,
    ...clientEntry(name, entry),
    writeBundle(output, bundle) {
      const chunk = Object.values(bundle).find(
        (file) => file.type === "chunk" && file.isEntry && file.facadeModuleId === entry,
      );
      if (!chunk) this.error(`${file} is missing from the client build`);
      const url: EntryManifest = { entry: `/${chunk.fileName}` };
      writeFileSync(path.join(output.dir!, "..", manifest), JSON.stringify(url));
    },
  };
}

/** The URL `urlEntry` wrote to `file`, which it removes: nothing of the build's own is served. */
export function readEntryManifest(file: string): EntryManifest {
  const manifest = JSON.parse(readFileSync(file, "utf8")) as EntryManifest;
  rmSync(file);
  return manifest;
}
