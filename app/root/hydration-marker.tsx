import * as React from "react";
import { markHydrated } from "~/lib/hydration";

/** Marks the document once React has hydrated it (tests wait for it; CSS may use it). */
export function HydrationMarker() {
  React.useEffect(() => {
    markHydrated();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
