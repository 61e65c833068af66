import { urlEntry } from "../build/client-entry.ts";

/** The field measurement's browser entry, added to the client build beside React Router's own. */
export const VITALS_ENTRY = "app/entry.vitals.ts";
/** Written next to build/client, for the postbuild: the entry's URL. */
export const VITALS_MANIFEST = "vitals.json";

export const vitalsEntry = () => urlEntry("vitals", VITALS_ENTRY, VITALS_MANIFEST);
