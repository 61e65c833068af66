import { urlEntry } from "../build/client-entry.ts";

/** Analytics after consent, added to the client build beside React Router's own. */
export const ANALYTICS_ENTRY = "app/entry.analytics.ts";
/** Written next to build/client, for the postbuild: the entry's URL. */
export const ANALYTICS_MANIFEST = "analytics.json";

export const analyticsEntry = () => urlEntry("analytics", ANALYTICS_ENTRY, ANALYTICS_MANIFEST);
