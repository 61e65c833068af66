import { writeFileSync } from "node:fs";
import path from "node:path";
import { clientEntry } from "./client-entry.ts";
import type { Plugin } from "vite";

/** The field measurement's browser entry, added to the client build beside React Router's own. */
export const VITALS_ENTRY = "app/entry.vitals.ts";
/** Written next to build/client, for the postbuild: `{ entry }`, the entry's URL. */
export const VITALS_MANIFEST = "vitals.json";
export type VitalsManifest = { entry: string };

export function vitalsEntry(): Plugin {
  const entry = path.resolve(VITALS_ENTRY);
  return {
    name: "vitals-entry",
    ...clientEntry("vitals", entry),
    writeBundle(output, bundle) {
      const chunk = Object.values(bundle).find(
        (file) => file.type === "chunk" && file.isEntry && file.facadeModuleId === entry,
      );
      if (!chunk) this.error(`${VITALS_ENTRY} is missing from the client build`);
      const manifest: VitalsManifest = { entry: `/${chunk.fileName}` };
      writeFileSync(path.join(output.dir!, "..", VITALS_MANIFEST), JSON.stringify(manifest));
    },
  };
}
