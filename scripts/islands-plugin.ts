import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** The islands' browser entry, added to the client build beside React Router's own entries. */
export const ISLANDS_ENTRY = "app/islands/hydrate-island.tsx";
/** Written next to build/client: `{ "entry": "/assets/hydrate-island-….js" }`, for the postbuild. */
export const ISLANDS_MANIFEST = "islands.json";

export function islandsEntry(): Plugin {
  const entry = path.resolve(ISLANDS_ENTRY);
  return {
    name: "islands-entry",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    options(options) {
      const input = options.input;
      options.input = Array.isArray(input)
        ? [...input, entry]
        : typeof input === "string"
          ? [input, entry]
          : { ...input, "hydrate-island": entry };
    },
    writeBundle(output, bundle) {
      const chunk = Object.values(bundle).find(
        (file) => file.type === "chunk" && file.isEntry && file.facadeModuleId === entry,
      );
      if (!chunk) this.error(`${ISLANDS_ENTRY} is missing from the client build`);
      writeFileSync(
        path.join(output.dir!, "..", ISLANDS_MANIFEST),
        JSON.stringify({ entry: `/${chunk.fileName}` }),
      );
    },
  };
}
