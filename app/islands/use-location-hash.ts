import * as React from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/**
 * The address's fragment (`#…`), followed as it changes: what an island reads instead of the
 * router's location, which islands have no context for. Empty while prerendering and hydrating,
 * then the browser's.
 */
export function useLocationHash() {
  return React.useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => "",
  );
}
