/**
 * Whether React is still hydrating the prerendered document. `Prerendered` reads it so that a
 * section keeps its server HTML on the first load but renders normally after a client navigation.
 */
let hydrating = typeof document !== "undefined";

export function isHydrating() {
  return hydrating;
}

/** Called once the first hydration has committed (from `HydrationMarker`). */
export function markHydrated() {
  hydrating = false;
}
