import * as React from "react";

/** Marks the document once React has hydrated it (tests wait for it; CSS may use it). */
export function HydrationMarker() {
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
